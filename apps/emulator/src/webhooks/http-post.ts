import http from 'node:http';
import https from 'node:https';

// Kept-alive connections per receiver, as a delivery service keeps them.
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * POSTs a webhook with exactly the given headers, as Shopify's and Sanity's delivery services send
 * them (Node's fetch would add a browser's Sec-Fetch-Mode, Accept-Language and User-Agent, which a
 * server-to-server route may rightly refuse). Resolves with the answer's status once its headers
 * arrive (the body is discarded); rejects on a network error or when `signal` aborts.
 */
export function postWebhook(uri: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  const url = new URL(uri);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol as keyof typeof agents],
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
