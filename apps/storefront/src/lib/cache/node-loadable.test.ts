import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Next imports the cache handler with Node itself, outside its bundler: only erasable TypeScript,
// imports that name their files, nothing that refuses to load outside React's server build.
describe("Next's cache handlers", () => {
  it('loads in plain Node, as next start loads it', async () => {
    const handler = path.resolve(__dirname, 'next-cache-handler.ts');
    const script = `const { default: Handler } = await import(${JSON.stringify(handler)}); const h = new Handler({ revalidatedTags: [] }); console.log(typeof h.get, typeof h.set, typeof h.revalidateTag);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, REDIS_URL: '' },
    });
    expect(stdout.trim()).toBe('function function function');
  });

  it("for 'use cache' loads in plain Node too", async () => {
    const handler = path.resolve(__dirname, 'use-cache-handler.ts');
    const script = `const { default: h } = await import(${JSON.stringify(handler)}); console.log(typeof h.get, typeof h.updateTags, await h.getExpiration([]));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, REDIS_URL: '' },
    });
    expect(stdout.trim()).toBe('function function Infinity');
  });
});
