import type { Server, ServerResponse } from 'node:http';

/** What a graceful shutdown needs to know of the servers: which ones, what they are answering, whether it began. */
interface DrainState {
  draining: boolean;
  /** The store's HTTP servers, as seen by their requests (Next made them before this code runs). */
  servers: Set<Server>;
  /** Responses not finished yet. */
  inFlight: Set<ServerResponse>;
  /** Servers of the store's own making that are not the store (the metrics endpoint): not tracked, not logged. */
  internal: WeakSet<Server>;
}

// On globalThis: the instrumentation tracks requests and /api/ready, a separate bundle, asks whether it is draining.
const STATE = Symbol.for('maple.drain-state');
type Holder = { [STATE]?: DrainState };

export function drainState(): DrainState {
  const holder = globalThis as Holder;
  holder[STATE] ??= { draining: false, servers: new Set(), inFlight: new Set(), internal: new WeakSet() };
  return holder[STATE];
}

/** True once SIGTERM arrived: readiness answers 503 so load balancers stop sending traffic here. */
export function isDraining(): boolean {
  return drainState().draining;
}
