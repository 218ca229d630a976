import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { varyNegotiatedAnswers } = await import('./vary-negotiated');

/** A server that answers as Next's page render does: it replaces whatever Vary was set before it. */
let server: Server;
let origin: string;

beforeAll(async () => {
  varyNegotiatedAnswers();
  server = createServer((request, response) => {
    response.setHeader('Vary', 'Accept');
    response.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    if (request.url?.includes('redirect')) {
      response.writeHead(307, { location: '/' });
      response.end();
      return;
    }
    response.end('<html></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('answers of URLs that negotiate Markdown', () => {
  it('say Vary: Accept after the render set its own Vary', async () => {
    for (const path of ['/products/mackie-thump12s', '/fr/collections/speakers?sort=price-low-high', '/products/a?redirect=1']) {
      const answer = await fetch(origin + path, { redirect: 'manual' });
      expect(answer.headers.get('vary'), path).toBe(
        'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept',
      );
    }
  });

  it('leave the Vary of other pages as it was', async () => {
    const answer = await fetch(`${origin}/search?q=x`);
    expect(answer.headers.get('vary')).toBe('rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
  });
});
