import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('answers 200 ok, never cached, from the process alone', async () => {
    const { GET, HEAD } = await import('./route');
    const answer = GET();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const head = HEAD();
    expect([head.status, await head.text(), head.headers.get('cache-control')]).toEqual([200, '', 'no-store']);
  });
});
