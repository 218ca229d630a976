import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// env.ts cannot import 'server-only' (Node loads the cache handler, which reads it, outside Next's build),
// so this keeps the settings out of browser modules instead.
describe('configuration', () => {
  it('is never imported by a browser module', () => {
    const browserImporters = sourceFiles(srcDir).filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /^'use client';/m.test(source) && /from '(@\/lib\/config\/env|[./]+config\/env)(\.ts)?'/.test(source);
    });
    expect(browserImporters.map((file) => path.relative(srcDir, file))).toEqual([]);
  });
});
