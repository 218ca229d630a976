import type { FastifyReply } from 'fastify';

/** The hosted services the emulator plays; a fault can target one or all of them. */
export type Surface = 'storefront' | 'customer-account' | 'admin' | 'checkout' | 'sanity' | 'images';

export interface FaultRule {
  /** Which service; omitted or '*' for all. */
  surface?: Surface | '*';
  /**
   * Which operation: a GraphQL operation name (FetchProductByHandle), a root field (cartCreate,
   * productByHandle), a Sanity document type (banner), or omitted / '*' for every request.
   */
  operation?: string;
  /** latency: delay then answer normally; status: answer 429/503/500; drop: destroy the socket. */
  kind: 'latency' | 'status' | 'drop';
  latencyMs?: number;
  status?: 429 | 500 | 502 | 503;
  /** Seconds, sent as Retry-After with a 429 or 503. */
  retryAfter?: number;
  /** How many requests the rule applies to before it expires; unlimited when omitted. */
  times?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fault rules set by tests through POST /__emulator/faults. */
export class FaultRegistry {
  private rules: FaultRule[] = [];

  list(): readonly FaultRule[] {
    return this.rules;
  }

  replace(rules: FaultRule[]): void {
    this.rules = rules.map((rule) => ({ ...rule }));
  }

  clear(): void {
    this.rules = [];
  }

  /** The rules that apply to a request, consuming one use of each limited rule. */
  take(surface: Surface, operations: readonly string[]): FaultRule[] {
    const matched = this.rules.filter(
      (rule) =>
        (!rule.surface || rule.surface === '*' || rule.surface === surface) &&
        (!rule.operation || rule.operation === '*' || operations.includes(rule.operation)),
    );
    for (const rule of matched) if (rule.times !== undefined) rule.times -= 1;
    this.rules = this.rules.filter((rule) => rule.times === undefined || rule.times > 0);
    return matched;
  }

  /**
   * Applies the matching faults: waits for latency rules, then answers a failing status or drops
   * the connection. Returns true when the request has been answered (the caller must stop).
   */
  async enact(surface: Surface, operations: readonly string[], reply: FastifyReply): Promise<boolean> {
    const rules = this.take(surface, operations);
    for (const rule of rules) if (rule.kind === 'latency') await sleep(rule.latencyMs ?? 2000);
    const failing = rules.find((rule) => rule.kind !== 'latency');
    if (!failing) return false;
    if (failing.kind === 'drop') {
      reply.raw.socket?.destroy();
      reply.hijack();
      return true;
    }
    const status = failing.status ?? 503;
    if (failing.retryAfter !== undefined) reply.header('Retry-After', String(failing.retryAfter));
    await reply.status(status).send(faultBody(surface, status));
    return true;
  }
}

/** The error bodies the real services send for throttling and outages. */
function faultBody(surface: Surface, status: number): unknown {
  if (surface === 'sanity') {
    return status === 429
      ? { error: 'Too Many Requests', message: 'Rate limit exceeded', statusCode: 429 }
      : { error: 'Service Unavailable', message: 'Service Unavailable', statusCode: status };
  }
  if (status === 429) return { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] };
  return { errors: [{ message: 'Service Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
}
