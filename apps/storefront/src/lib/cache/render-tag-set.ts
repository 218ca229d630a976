import 'server-only';
import { cache } from 'react';

/**
 * The tags of every cached read of this request's render, one set per request (React's cache). Reads
 * outside a render (route handlers) get a set nobody reads. See render-tags.ts for who takes it.
 */
export const renderTagSet = cache((): Set<string> => new Set());
