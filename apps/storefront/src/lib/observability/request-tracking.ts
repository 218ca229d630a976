import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { clientAddressSettings } from '@/lib/rate-limit/limit-request';
import type { ClientAddressSettings } from '@/lib/rate-limit/client-address';
import { drainState } from './drain-state';
import { logger, type Logger } from './logger';
import { metrics } from './metrics';
import { requestStorage, routeOf, type RequestContext } from './request-context';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

const PATCHED = Symbol.for('maple.request-tracking');

// Probes every few seconds and Next's own files (scripts, images, development updates) would drown the log at info.
const QUIET_ROUTES = /^\/(?:api\/health$|api\/ready$|_next\/|__nextjs)/;

/**
 * Gives a request its id (request-id.ts), writes it over the request's own X-Request-Id (what route handlers and
 * onRequestError read) and on the response, and logs one line when the response is done: method, route, status,
 * duration. Returns the context the request's log lines carry.
 * @internal exported for its tests
 */
export function startRequest(
  request: IncomingMessage,
  response: ServerResponse,
  settings: Pick<ClientAddressSettings, 'trustedProxyHops' | 'isTrustedProxy'>,
  log: Logger,
): RequestContext {
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], request.socket?.remoteAddress, settings);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader('X-Request-Id', requestId);
  const context: RequestContext = { requestId, method: request.method ?? 'GET', route: routeOf(request.url) };
  const started = performance.now();
  const { draining, inFlight } = drainState();
  // Shutting down: the client (nginx) opens its next request elsewhere instead of on this connection.
  if (draining) response.setHeader('Connection', 'close');
  inFlight.add(response);
  response.once('close', () => {
    inFlight.delete(response);
    const status = response.statusCode;
    const seconds = (performance.now() - started) / 1000;
    metrics()?.request(context.method, context.route, response.writableFinished ? status : 499, seconds);
    const line = { ...context, status, durationMs: Math.round(seconds * 1000) };
    // A client that went away before the answer was sent is not the store's failure.
    if (!response.writableFinished) log.info(line, 'request aborted by the client');
    else if (status >= 500) log.error(line, 'request failed');
    else if (QUIET_ROUTES.test(context.route)) log.debug(line, 'request completed');
    else log.info(line, 'request completed');
  });
  return context;
}

/**
 * Every request the server receives runs with its context (request-context.ts), so each line logged while it is
 * served names it, every response says `X-Request-Id`, is counted in the request metrics and is waited for by a
 * graceful shutdown (graceful-shutdown.ts). Installed once at start, beside the peer-address stamp.
 */
export function trackRequests(): void {
  const prototype = Server.prototype as Server & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    const state = drainState();
    if (event !== 'request' || state.internal.has(this)) return emit.call(this, event, ...args);
    state.servers.add(this);
    const context = startRequest(args[0] as IncomingMessage, args[1] as ServerResponse, clientAddressSettings(), logger());
    return requestStorage().run(context, () => emit.call(this, event, ...args));
  } as Server['emit'];
  prototype[PATCHED] = true;
}
