import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { markdownPageOf, varyOnAccept } from '@/domain/agents/representation';

const PATCHED = Symbol.for('maple.vary-negotiated');

/** The path of a request's target, without its query. */
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!;

/** Adds Accept to the Vary header a response is about to send, whatever set it before (Next's render sets its own). */
function varyOnAcceptWhenSent(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const headers = new Headers();
    const current = this.getHeader('vary');
    if (current !== undefined) headers.set('vary', Array.isArray(current) ? current.join(', ') : String(current));
    varyOnAccept(headers);
    this.setHeader('vary', headers.get('vary')!);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * Every answer of a URL that also answers Markdown (product and collection pages, decision 0035) says
 * `Vary: Accept`: page-cache hits, fresh renders, errors and redirects alike, so a shared cache never
 * gives one representation to a client that asked for the other. Next's page render replaces the Vary
 * that proxy.ts set (app-page-runtime sets its own), so the header is completed as the answer is sent.
 */
export function varyNegotiatedAnswers(): void {
  const prototype = Server.prototype as Server & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && markdownPageOf(pathOf((args[0] as IncomingMessage).url))) varyOnAcceptWhenSent(args[1] as ServerResponse);
    return emit.call(this, event, ...args);
  } as Server['emit'];
  prototype[PATCHED] = true;
}
