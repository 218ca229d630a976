import { describe, expect, it } from 'vitest';
import { refuseBrowserRequest } from './server-to-server';

const post = (headers: Record<string, string>) => new Request('http://localhost/api/webhooks/shopify', { method: 'POST', headers });

describe('server-to-server routes', () => {
  it('refuse a request a browser sent (its Origin, or Fetch Metadata naming a site or destination)', () => {
    expect(refuseBrowserRequest(post({ origin: 'https://evil.example' }))?.status).toBe(403);
    expect(
      refuseBrowserRequest(post({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' }))?.status,
    ).toBe(403);
    expect(refuseBrowserRequest(post({ 'sec-fetch-dest': 'document' }))?.status).toBe(403);
  });

  it("take a server's call, including Node's fetch (which says Sec-Fetch-Mode: cors and nothing else)", () => {
    expect(refuseBrowserRequest(post({ 'x-shopify-topic': 'products/update' }))).toBeNull();
    expect(refuseBrowserRequest(post({ 'sec-fetch-mode': 'cors' }))).toBeNull();
  });
});
