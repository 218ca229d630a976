import 'server-only';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { clientAddressSettings } from '@/lib/rate-limit/limit-request';
import { recordProviderFailure } from '@/lib/http/provider-failures';

/** How long an agent's call may wait on the provider: a search or a cart change, never a stream. */
const AGENT_PROXY_TIMEOUT_MS = 15_000;
/**
 * The most of a provider answer the store holds in memory for one agent call (250 products with their
 * variants is about 600 KB); past it the call answers 502 and the rest is never read.
 */
const AGENT_PROXY_MAX_ANSWER_BYTES = 1_000_000;

/** The provider's answer was longer than the store buffers for one call. */
export class AnswerTooLargeError extends Error {
  constructor() {
    super(`The provider's answer is over ${AGENT_PROXY_MAX_ANSWER_BYTES} bytes: ask for fewer results`);
  }
}

/** The body read while it streams, refused as soon as it passes the limit (a Content-Length past it is not read at all). */
async function readCapped(upstream: Response): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(upstream.headers.get('content-length') ?? 0) > AGENT_PROXY_MAX_ANSWER_BYTES) {
    await upstream.body?.cancel();
    throw new AnswerTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (upstream.body) {
    const reader = upstream.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > AGENT_PROXY_MAX_ANSWER_BYTES) {
        await reader.cancel();
        throw new AnswerTooLargeError();
      }
      chunks.push(read.value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

// What a caller may tell the provider; never cookies (ours carry the shopper's session and cart) nor our tokens.
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'user-agent',
  'mcp-protocol-version',
  'mcp-session-id',
  'x-shopify-storefront-access-token',
];
const RETURNED_HEADERS = ['content-type', 'mcp-session-id', 'retry-after', 'x-shopify-api-version', 'allow'];

export interface ForwardRequest {
  /** The provider's URL for this call. */
  url: string;
  method: string;
  headers: Headers;
  body?: string;
  /** Request headers passed on, besides those every forward passes (none by default). */
  dropHeaders?: readonly string[];
}

/** The provider's answer as the caller gets it, and its size (counted against the client's budget). */
export interface ForwardedAnswer {
  response: Response;
  bytes: number;
}

/**
 * Sends an agent's call on to the commerce provider as the provider's own domain would receive it,
 * with the buyer's address for its geolocation and limits (as Hydrogen forwards them), and gives back
 * the provider's answer with its status; never cached. Throws when the provider cannot be reached,
 * and AnswerTooLargeError when its answer is over AGENT_PROXY_MAX_ANSWER_BYTES.
 */
export async function forwardToProvider(request: ForwardRequest): Promise<ForwardedAnswer> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null && !request.dropHeaders?.includes(name)) headers.set(name, value);
  }
  // The buyer's address as the rate limits read it; an IPv6 client, counted by its /64, is not passed on.
  const client = clientAddress(request.headers, clientAddressSettings());
  if (client !== 'unknown' && !client.includes('/')) headers.set('x-forwarded-for', client);
  let upstream: Response;
  try {
    upstream = await fetch(request.url, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(AGENT_PROXY_TIMEOUT_MS),
    });
  } catch (error) {
    recordProviderFailure();
    throw error;
  }
  const answer = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of RETURNED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) answer.set(name, value);
  }
  const body = upstream.status === 204 || upstream.status === 202 ? null : await readCapped(upstream);
  return { response: new Response(body, { status: upstream.status, headers: answer }), bytes: body?.byteLength ?? 0 };
}
