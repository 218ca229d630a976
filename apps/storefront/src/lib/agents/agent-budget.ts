import 'server-only';
import { limitRequest } from '@/lib/rate-limit/limit-request';

/**
 * Per client across both agent proxies (MCP and the Storefront API), on top of each one's own limit: a few
 * agents' conversations a minute, not a crawl of the catalogue through the store.
 * @internal exported for its tests
 */
export const AGENT_REQUEST_BUDGET = { name: 'agent-proxies', limit: 150, windowMs: 60_000 };
/**
 * Bytes of provider answers per client a minute across both proxies: dozens of full searches, far below a scrape.
 * @internal exported for its tests
 */
export const AGENT_BYTE_BUDGET = { name: 'agent-proxy-bytes', limit: 8_000_000, windowMs: 60_000 };

/** The 429 for a client whose agent budget (requests, or bytes already answered) is spent this minute; null otherwise. */
export async function agentBudgetRefusal(request: Request): Promise<Response | null> {
  return (await limitRequest(request, AGENT_REQUEST_BUDGET)) ?? (await limitRequest(request, AGENT_BYTE_BUDGET, 0));
}

/** Counts an answer's bytes against the client's budget; the next request is refused once it is spent. */
export async function spendAgentBytes(request: Request, bytes: number): Promise<void> {
  if (bytes > 0) await limitRequest(request, AGENT_BYTE_BUDGET, bytes);
}
