// Polls pages on every instance until they show what a write changed, and times it.
import { setTimeout as sleep } from 'node:timers/promises';

// Each poll asks every target: 12 pages every 100 ms is already a load on 2 cores, which slows the renders being timed.
const POLL_MS = 100;

/** A page on one instance, and the texts it must show (and must no longer show). */
export const target = (instance, path, expected, gone = []) => ({ instance, path, expected, gone });

/**
 * What a shopper reads on the page: scripts carry every message of the page's client components
 * ("Sold out" sits in every product page's payload), so they are left out, and so are tags.
 */
export const visibleText = (html) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const shows = (html, { expected, gone }) => {
  const text = visibleText(html);
  return expected.every((part) => text.includes(part)) && gone.every((part) => !text.includes(part));
};

/**
 * Asks each target again and again, from `since` (epoch ms), until it shows what it should; resolves
 * with each one's delay in ms, or throws once `limitMs` has passed with the targets still stale.
 * Every answer must be a 200.
 */
export async function untilFresh(client, targets, { since = Date.now(), limitMs = 2000, graceMs = 8000 } = {}) {
  const deadline = since + limitMs + graceMs;
  const delays = await Promise.all(
    targets.map(async (item) => {
      let last = '';
      for (;;) {
        const answer = await client.request(item.path, { instance: item.instance });
        if (answer.status !== 200) throw new Error(`${item.instance} ${item.path} answered ${answer.status}`);
        if (shows(answer.text, item)) return { ...item, ms: Date.now() - since };
        last = answer.headers['x-page-cache'] ?? '-';
        if (Date.now() > deadline) return { ...item, ms: Infinity, last };
        await sleep(POLL_MS);
      }
    }),
  );
  const late = delays.filter((delay) => delay.ms > limitMs);
  if (late.length > 0) {
    const list = late.map(
      (delay) =>
        `${delay.instance} ${delay.path} (${Number.isFinite(delay.ms) ? `${delay.ms} ms` : `still stale after ${limitMs + graceMs} ms, x-page-cache ${delay.last}`})`,
    );
    throw new Error(`not fresh within ${limitMs} ms: ${list.join('; ')}`);
  }
  return delays;
}

/** Asserts each target keeps showing `expected` for `forMs` (nothing invalidated it). */
export async function staysUnchanged(client, targets, forMs) {
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    for (const item of targets) {
      const answer = await client.request(item.path, { instance: item.instance });
      if (answer.status !== 200) throw new Error(`${item.instance} ${item.path} answered ${answer.status}`);
      if (!shows(answer.text, item)) throw new Error(`${item.instance} ${item.path} changed, but nothing valid told the store to`);
    }
    await sleep(200);
  }
}

/** Requests each path on each instance until it answers 200 twice (cached, as shoppers would find it). */
export async function warm(client, targets) {
  for (const item of targets) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await client.request(item.path, { instance: item.instance });
      if (answer.status !== 200) throw new Error(`warming ${item.instance} ${item.path}: ${answer.status}`);
    }
  }
}

export const slowest = (delays) => Math.max(...delays.map((delay) => delay.ms));
