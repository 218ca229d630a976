import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en';
import fr from '../../messages/fr';
import { CLIENT_NAMESPACES } from './client-messages';

const srcDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.test.ts') ? [full] : [];
  });
}

// Files that run in the browser: 'use client' modules and the components they render without the directive.
const clientFiles = sourceFiles(srcDir).filter((file) => {
  const source = readFileSync(file, 'utf8');
  return /^'use client';/m.test(source) || (file.includes('/components/') && !/next-intl\/server|server-only/.test(source));
});

/** Every message's dotted key ('cart.checkout', 'b2bPage.form.errors.rateLimited'). */
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('client messages', () => {
  it('ship every namespace a browser component reads, in both languages', () => {
    const used = new Set<string>();
    for (const file of clientFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*'([\w]+)(?:\.[\w.]+)?'\s*\)/g)) used.add(match[1]!);
    }
    expect([...used].filter((namespace) => !(CLIENT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
    for (const messages of [en, fr]) {
      expect(CLIENT_NAMESPACES.filter((namespace) => !(namespace in messages))).toEqual([]);
    }
  });

  it('have the same keys in English and French', () => {
    const english = keys(en);
    const french = keys(fr);
    expect(english.filter((key) => !french.includes(key))).toEqual([]);
    expect(french.filter((key) => !english.includes(key))).toEqual([]);
  });

  // A heuristic: a key counts as used when the source names its last part as a string ('viewCart',
  // `.viewCart'`) or its whole path. It misses unused keys whose last part is a common word; a key built
  // at run time passes as long as its last part is spelled somewhere (a union type, a table).
  it('hold no message that the source never names', () => {
    const source = sourceFiles(srcDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Subtrees handed to a client component whole (clientTemplates) are named by their prefix only.
    const wholeSubtrees = [...source.matchAll(/clientTemplates<[^>]*>\([^,]+,[^,]+,\s*'([\w.]+)'/g)].map((match) => `${match[1]}.`);
    const named = (key: string) =>
      new RegExp(`['"\`.]${key.split('.').at(-1)}['"\`]`).test(source) ||
      source.includes(key) ||
      wholeSubtrees.some((prefix) => key.startsWith(prefix));
    expect(wholeSubtrees).toContain('b2bPage.form.');
    expect(keys(en).filter((key) => !named(key))).toEqual([]);
  });
});
