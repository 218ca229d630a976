import { request as httpRequest } from 'node:http';
import { storeURL } from './emulator';

const store = new URL(storeURL);

export interface RawAnswer {
  status: number;
  location: string | null;
  setCookie: string[];
}

/**
 * A GET sent exactly as written, path included: `//evil.example` or a tab stay in the request line
 * (a URL parser, Playwright's included, would read them as another host or drop them).
 */
export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: store.hostname, port: store.port, path, method: 'GET', headers: { host: store.host, ...headers } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            setCookie: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * POSTs `totalBytes` of JSON-looking bytes in 64 KB chunks (Transfer-Encoding: chunked, no length),
 * stopping as soon as an answer arrives: how many bytes went out before it, and the answer.
 */
export function chunkedUpload(
  path: string,
  totalBytes: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; sentBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(
      {
        host: store.hostname,
        port: store.port,
        path,
        method: 'POST',
        headers: { host: store.host, 'content-type': 'application/json', 'transfer-encoding': 'chunked', origin: storeURL, ...headers },
      },
      (response) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sentBeforeAnswer }));
      },
    );
    // Once the server has answered and stops reading, writing on may fail: that is the point.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk.write('{"padding":"');
    void (async () => {
      while (!answered && sent < totalBytes) {
        const flushed = request.write(chunk);
        sent += chunk.length;
        if (!flushed) await new Promise((ready) => request.once('drain', ready));
        // Paced, as a real upload is (8 MB in a second or more): the server has time to answer mid-way.
        await new Promise((pause) => setTimeout(pause, 8));
      }
      if (!answered) request.end();
    })().catch(() => undefined);
  });
}
