import { describe, expect, it } from 'vitest';
import { isAllowedAgentOrigin } from './agent-origin';

const SITE = 'https://maple-audio.ca';
const allowed = (headers: Record<string, string>) => isAllowedAgentOrigin(new Headers(headers), SITE);

describe('isAllowedAgentOrigin', () => {
  it('lets servers in: no Origin, no Sec-Fetch-Site', () => {
    expect(allowed({})).toBe(true);
    expect(allowed({ 'user-agent': 'node' })).toBe(true);
  });

  it("lets the store's own pages in", () => {
    expect(allowed({ origin: SITE })).toBe(true);
    expect(allowed({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(allowed({ 'sec-fetch-site': 'none' })).toBe(true);
  });

  it("refuses a browser's cross-site request however it says so", () => {
    expect(allowed({ origin: 'https://evil.example' })).toBe(false);
    expect(allowed({ origin: 'null' })).toBe(false);
    expect(allowed({ origin: 'https://maple-audio.ca.evil.example' })).toBe(false);
    expect(allowed({ origin: 'not a url' })).toBe(false);
    expect(allowed({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(allowed({ 'sec-fetch-site': 'same-site' })).toBe(false);
  });
});
