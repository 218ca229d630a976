import 'server-only';
import { Server, type IncomingMessage } from 'node:http';
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address';

const STAMPED = Symbol.for('maple.peer-address');

/**
 * Route handlers see headers, not the socket, and Next keeps a client-sent X-Forwarded-For as it is
 * (it only fills one in when absent), so the address the connection really comes from is written
 * on every request here, as it arrives, over anything the client sent under that name.
 */
export function stampPeerAddress(): void {
  const prototype = Server.prototype as Server & { [STAMPED]?: true };
  if (prototype[STAMPED]) return;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
  prototype[STAMPED] = true;
}
