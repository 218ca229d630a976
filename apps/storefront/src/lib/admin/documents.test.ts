import { adminSliceSchema } from '@maple/shopify-schemas';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

// The emulator's Admin slice is copied field for field from Shopify's Admin API reference (2026-04).
const schema = adminSliceSchema();

const modules = import.meta.glob<Record<string, unknown>>('./queries/*.ts', { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /\b(query|mutation)\b/.test(entry[1]))
    .map(([name, document]) => [`${file} ${name}`, document] as const),
);

describe('Admin API documents', () => {
  it('exist', () => expect(documents.length).toBeGreaterThan(0));

  it.each(documents)('%s is valid against the Admin API slice', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
