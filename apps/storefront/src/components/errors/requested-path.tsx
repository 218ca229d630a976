'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** 'Page not found: {path}', read in the browser so the 404 page itself can stay static. */
export function RequestedPath({ template }: { template: string }) {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
  if (!path) return null;
  return <p className="mt-2 break-all text-sm text-neutral-600">{template.replace('{path}', path)}</p>;
}
