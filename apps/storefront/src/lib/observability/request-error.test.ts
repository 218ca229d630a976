import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

vi.mock('server-only', () => ({}));
const { logRequestError } = await import('./request-error');

describe('an error Next caught while serving a request', () => {
  it('is one error line with its digest, the request id, method and path, and no query or headers', () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger({ level: 'info', pretty: false }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const error = Object.assign(new Error('Cannot read properties of undefined'), { digest: '2847561930' });
    logRequestError(
      error,
      {
        path: '/fr/account?email=shopper@example.com',
        method: 'GET',
        headers: { 'x-request-id': 'req-0123456789', cookie: 'maple-session=sealed', authorization: 'Bearer abc.def' },
      },
      {
        routerKind: 'App Router',
        routePath: '/[locale]/account',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
      log,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Unhandled error while serving a request',
      digest: '2847561930',
      requestId: 'req-0123456789',
      method: 'GET',
      route: '/fr/account',
      routePath: '/[locale]/account',
      routeType: 'render',
      err: { type: 'Error', message: 'Cannot read properties of undefined' },
    });
    const output = JSON.stringify(lines);
    for (const leak of ['shopper@example.com', 'maple-session', 'Bearer']) expect(output).not.toContain(leak);
  });
});
