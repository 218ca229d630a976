import { storefrontSchema } from '@maple/shopify-schemas';
import { parse, validate } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

// Shopify's published Storefront schema (API 2026-04).
const schema = storefrontSchema();

const modules = import.meta.glob<Record<string, unknown>>(['./queries/*.ts', './mutations/*.ts'], { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /\b(query|mutation)\b/.test(entry[1]))
    .map(([name, document]) => [`${file} ${name}`, document] as const),
);

describe('Storefront API documents', () => {
  it('exist', () => expect(documents.length).toBeGreaterThan(0));

  it.each(documents)('%s is valid against the published schema', (_name, document) => {
    const errors = validate(schema, parse(document)).map((error) => error.message);
    expect(errors).toEqual([]);
  });

  it.each(documents.filter(([, document]) => /\bquery\b/.test(document) && !/\bmutation\b/.test(document)))(
    '%s asks for the language in @inContext',
    (_name, document) => {
      expect(document).toMatch(/@inContext\(([^)]*)language: \$language/);
    },
  );
});
