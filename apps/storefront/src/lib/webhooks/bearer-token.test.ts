import { describe, expect, it } from 'vitest';
import { hasBearerToken } from './bearer-token';

const token = 'cache-admin-token-0123456789abcdef';

describe('the manual lever token', () => {
  it('accepts the configured bearer token only', () => {
    expect(hasBearerToken(new Headers({ authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(hasBearerToken(new Headers({ authorization: `bearer ${token}` }), token)).toBe(true);
    expect(hasBearerToken(new Headers({ authorization: `Bearer ${token}x` }), token)).toBe(false);
    expect(hasBearerToken(new Headers({ authorization: token }), token)).toBe(false);
    expect(hasBearerToken(new Headers({ authorization: 'Basic abc' }), token)).toBe(false);
    expect(hasBearerToken(new Headers(), token)).toBe(false);
  });
});
