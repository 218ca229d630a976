import { execFileSync } from 'node:child_process';
import { deserialize } from 'node:v8';

const redisPort = process.env.E2E_REDIS_PORT ?? String(Number(process.env.E2E_PORT ?? 3100) + 3300);
const cli = (...args: string[]) => execFileSync('redis-cli', ['-p', redisPort, '--raw', ...args], { maxBuffer: 256 * 1024 * 1024 });

/** A stored entry's readable text: a page's HTML, a provider answer's JSON (kept base64-encoded by Next), or the raw value. */
function readable(key: string, raw: Buffer): string {
  try {
    const entry = deserialize(raw) as { value: Uint8Array; tags: string[] };
    const inner = deserialize(entry.value) as { body?: Uint8Array; data?: { body: string } };
    const text = inner.body
      ? Buffer.from(inner.body).toString('utf8')
      : inner.data
        ? Buffer.from(inner.data.body, 'base64').toString('utf8')
        : '';
    return `${key}\n${entry.tags.join(' ')}\n${text}`;
  } catch {
    return `${key}\n${raw.toString('utf8')}`;
  }
}

/** Everything the store has written to its Redis, as text: every key and every value, decoded. */
export function sharedCacheContents(): { keys: string[]; text: string } {
  const keys = cli('--scan').toString('utf8').split('\n').filter(Boolean);
  // redis-cli --raw ends each value with a newline of its own.
  const text = keys.map((key) => readable(key, cli('get', key).subarray(0, -1))).join('\n');
  return { keys, text };
}
