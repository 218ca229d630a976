import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's .env.example names every setting the server reads, so a new one cannot go undocumented.
const here = path.dirname(new URL(import.meta.url).pathname);
const envSource = readFileSync(path.join(here, 'env.ts'), 'utf8');
const example = readFileSync(path.join(here, '../../../../../.env.example'), 'utf8');

// Set by the platform or refused on purpose (a renamed setting), not by whoever runs the store.
const NOT_SETTINGS = new Set(['VERCEL', 'RATE_LIMIT_REDIS_URL']);

describe('.env.example', () => {
  it('names every setting of the validated environment', () => {
    const settings = [...envSource.matchAll(/^\s{2,4}([A-Z][A-Z0-9_]+): z\b/gm)].map((match) => match[1]!);
    expect(settings.length).toBeGreaterThan(40);
    const documented = new Set([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
    expect(settings.filter((name) => !NOT_SETTINGS.has(name) && !documented.has(name))).toEqual([]);
  });
});
