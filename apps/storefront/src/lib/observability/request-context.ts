// Loaded by Node directly too (the cache handler logs through the logger): no path aliases, erasable TypeScript only.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What each log line written while a request is served says about it. */
export interface RequestContext {
  requestId: string;
  method: string;
  /** The path asked for, without its query (which may hold a search or an e-mail address). */
  route: string;
}

// On globalThis: the instrumentation, proxy.ts, the pages and the cache handler are separate bundles in one process.
const STORAGE = Symbol.for('maple.request-context');
type Holder = { [STORAGE]?: AsyncLocalStorage<RequestContext> };

/** The one store of this process that carries each request's context through its asynchronous work. */
export function requestStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[STORAGE] ??= new AsyncLocalStorage<RequestContext>();
  return holder[STORAGE];
}

/** The request being served, or undefined outside one (start-up, timers, a background refresh). */
export function currentRequest(): RequestContext | undefined {
  return requestStorage().getStore();
}

/** The path of a request's target, without its query. */
export function routeOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!.slice(0, 512);
}
