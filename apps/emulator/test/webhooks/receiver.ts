import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as the signature covers it. */
  body: string;
  at: number;
}

export interface Receiver {
  url(path?: string): string;
  received: Received[];
  /** Answers the next `count` requests with this status (then 200 again). */
  failNext(count: number, status?: number): void;
  /** Holds every answer back this long. */
  delayAnswers(ms: number): void;
  /** The most requests it has had open at once. */
  readonly mostAtOnce: number;
  /** Resolves once `count` requests have arrived (failed attempts included). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A local HTTP endpoint standing in for the store's webhook routes: it records every request. */
export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let delayMs = 0;
  let open = 0;
  let mostAtOnce = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    open += 1;
    mostAtOnce = Math.max(mostAtOnce, open);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const failing = failures.count > 0;
      if (failing) failures = { ...failures, count: failures.count - 1 };
      setTimeout(() => {
        open -= 1;
        response.writeHead(failing ? failures.status : 200, { 'content-type': 'application/json' }).end(failing ? '{"error":"down"}' : '{"ok":true}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: (path = '/webhooks') => `${origin}${path}`,
    received,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    delayAnswers(ms) {
      delayMs = ms;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook requests, got ${received.length}: ${JSON.stringify(received.map((entry) => entry.headers['x-shopify-topic'] ?? entry.headers['sanity-operation']))}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
