import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { requestStorage } from './request-context';

/** A logger writing JSON lines into an array, as production writes them to stdout. */
function capture(level = 'info') {
  const lines: string[] = [];
  const log = createLogger({ level, pretty: false }, { write: (line: string) => void lines.push(line) });
  return { log, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const SECRETS = [
  'shopper@example.com',
  'partner.buyer+quotes@maple-audio.ca',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl',
  'shpat_0123456789abcdef0123456789abcdef',
  'maple-session=Fe26.2**sealed-value',
  'Bearer live-cache-admin-token-123456',
  '1234 rue Sainte-Catherine Ouest',
  '203.0.113.77',
];

describe('the server log', () => {
  it('writes one JSON line per event with its level name, an ISO time and the message', () => {
    const { log, parsed } = capture();
    log.info({ operation: 'StoreSettings' }, 'Store settings unavailable');
    log.debug('below the threshold');
    const [line, ...rest] = parsed();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 'info', msg: 'Store settings unavailable', operation: 'StoreSettings' });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
  });

  it('names the request being served: its id and route join every line written while it runs', async () => {
    const { log, parsed } = capture();
    await requestStorage().run({ requestId: 'req-1234abcd', method: 'GET', route: '/fr/cart' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('Cart fetch failed (kept the cart)');
    });
    log.warn('outside any request');
    expect(parsed()[0]).toMatchObject({ requestId: 'req-1234abcd', route: '/fr/cart', msg: 'Cart fetch failed (kept the cart)' });
    expect(parsed()[1]).not.toHaveProperty('requestId');
  });

  it('never writes e-mail addresses, tokens, cookies, authorization headers or addresses, by key or in text', () => {
    const { log, lines, parsed } = capture();
    log.error(
      {
        email: SECRETS[0],
        customer: { email: SECRETS[1], address: { address1: SECRETS[6] }, accessToken: SECRETS[2] },
        headers: { cookie: SECRETS[4], authorization: SECRETS[5], 'x-forwarded-for': SECRETS[7], accept: 'text/html' },
        clientAddress: SECRETS[7],
        token: SECRETS[3],
      },
      'Partner enquiry failed',
    );
    log.error(new Error(`Sign-in refused for ${SECRETS[0]}: id_token ${SECRETS[2]}, Authorization: ${SECRETS[5]}, cookie: ${SECRETS[4]}`));
    log.warn(`Newsletter sign-up refused: ${SECRETS[1]} with ${SECRETS[3]}`);
    const output = lines.join('');
    for (const secret of SECRETS) expect(output).not.toContain(secret);
    expect(output).not.toContain('live-cache-admin-token');
    expect(output).not.toContain('Fe26.2');
    // What is not personal stays readable, and every line is still JSON.
    const [first, second, third] = parsed();
    expect(first).toMatchObject({ msg: 'Partner enquiry failed', headers: { accept: 'text/html', cookie: '[redacted]' } });
    expect(String((second!.err as { message: string }).message)).toMatch(/^Sign-in refused for \[email\]: id_token \[token\]/);
    expect(third!.msg).toBe('Newsletter sign-up refused: [email] with [token]');
  });

  it('keeps an error with its type and stack, and a provider outage message as it was', () => {
    const { log, parsed } = capture();
    log.error({ err: new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:4000') }, 'Menu unavailable');
    const err = parsed()[0]!.err as { type: string; message: string; stack: string };
    expect(err).toMatchObject({ type: 'TypeError', message: 'fetch failed: connect ECONNREFUSED 127.0.0.1:4000' });
    expect(err.stack).toContain('logger.test.ts');
  });
});
