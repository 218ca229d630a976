import 'server-only';
import type { Instrumentation } from 'next';
import { logger, type Logger } from './logger';
import { routeOf } from './request-context';
import { REQUEST_ID_HEADER } from './request-id';

type OnRequestError = Instrumentation.onRequestError;

/**
 * One error line for an error Next caught: its digest (the code the error page shows, to find this line), the
 * request's id, method and path (never its query or headers), and where it happened.
 */
export function logRequestError(
  error: unknown,
  request: Parameters<OnRequestError>[1],
  context: Parameters<OnRequestError>[2],
  log: Logger = logger(),
): void {
  const id = request.headers[REQUEST_ID_HEADER];
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  log.error(
    {
      err: error,
      digest,
      requestId: typeof id === 'string' ? id : undefined,
      method: request.method,
      route: routeOf(request.path),
      routePath: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
    },
    'Unhandled error while serving a request',
  );
}
