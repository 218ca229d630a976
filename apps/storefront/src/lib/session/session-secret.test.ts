import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { resolveSessionSecret } = await import('./session-secret');

const REAL_SECRET = 'x'.repeat(40);

describe('session secret', () => {
  it('uses SESSION_SECRET when set', () => {
    expect(resolveSessionSecret({ SESSION_SECRET: REAL_SECRET })).toBe(REAL_SECRET);
  });

  it('never falls back to a secret of its own, in development, on this machine or in production', () => {
    expect(() => resolveSessionSecret({ SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET is not set/);
  });
});
