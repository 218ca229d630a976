import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('./sign-in-transaction', () => ({
  saveSignInTransaction: async () => {},
  takeSignInTransaction: async () => ({ state: 'state-1', codeVerifier: 'v', nonce: 'n', locale: 'en', returnTo: '/' }),
}));

const { completeSignIn } = await import('./sign-in-flow');
const { SignInError } = await import('./sign-in-errors');

describe('the sign-in callback, refused by the provider', () => {
  it('ACC-01: the provider’s error_description reaches the log as one bounded line, without control characters', async () => {
    const forged = `access_denied\r\n2026-12-07T00:00:00Z INFO Staff signed in as staff@maple-audio.ca\u2028\u202e${'x'.repeat(5_000)}`;
    const search = new URLSearchParams({ state: 'state-1', error: 'access_denied', error_description: forged });
    const error = await completeSignIn(search).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SignInError);
    const { reason, message } = error as InstanceType<typeof SignInError>;
    expect(reason).toBe('denied');
    expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(message.startsWith('access_denied 2026-12-07T00:00:00Z INFO Staff signed in')).toBe(true);
    expect(message.length).toBeLessThanOrEqual(301);
  });
});
