import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../observability/logger';
import { createSharedCache } from './shared-cache';
import { useSharedCache } from './test-support/fetch-entry';
import handler from './use-cache-handler';

const entry = (text: string, tags = ['product:a'], timestamp = Date.now()) => ({
  value: new Response(text).body!,
  tags,
  stale: 300,
  timestamp,
  expire: 3600,
  revalidate: 900,
});
const read = async (key: string, softTags: string[] = []) => {
  const found = await handler.get(key, softTags);
  return found && { ...found, text: await new Response(found.value).text() };
};

describe("the 'use cache' handler on the shared adapter", () => {
  beforeEach(() => useSharedCache(createSharedCache({ keyPrefix: 'test', budgets: {} })));

  it('keeps an entry and gives back a new stream of it each time', async () => {
    await handler.set('k1', Promise.resolve(entry('<b>cached</b>')));
    expect((await read('k1'))?.text).toBe('<b>cached</b>');
    expect(await read('k1')).toMatchObject({ text: '<b>cached</b>', tags: ['product:a'], revalidate: 900 });
  });

  it('makes a get wait for a set of the same key still in progress', async () => {
    let finish: (value: ReturnType<typeof entry>) => void = () => {};
    const setting = handler.set('k2', new Promise((resolve) => (finish = resolve)));
    const reading = read('k2');
    finish(entry('late'));
    await setting;
    expect((await reading)?.text).toBe('late');
  });

  it('holds updateTags: expired at once, or stale (served once and refreshed) with a duration; soft tags too', async () => {
    await handler.set('k3', Promise.resolve(entry('x', ['product:b'], Date.now() - 10)));
    await handler.updateTags(['product:b'], { expire: 3600 });
    expect((await read('k3'))?.revalidate).toBe(-1);
    await handler.updateTags(['product:b']);
    expect(await read('k3')).toBeUndefined();
    await handler.set('k4', Promise.resolve(entry('y', [], Date.now() - 10)));
    await handler.updateTags(['_N_T_/products/a']);
    expect(await read('k4', ['_N_T_/products/a'])).toBeUndefined();
  });

  it('does not keep an entry that expires at once, nor one whose render failed', async () => {
    await handler.set('k5', Promise.resolve({ ...entry('dynamic'), expire: 0 }));
    expect(await read('k5')).toBeUndefined();
    const failing = new ReadableStream({ pull: (controller) => controller.error(new Error('render failed')) });
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    await handler.set('k6', Promise.resolve({ ...entry(''), value: failing }));
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(await read('k6')).toBeUndefined();
  });

  it('leaves tag expiry to get (soft tags are passed to it)', async () => {
    expect(await handler.getExpiration(['product:a'])).toBe(Infinity);
    await expect(handler.refreshTags()).resolves.toBeUndefined();
  });
});
