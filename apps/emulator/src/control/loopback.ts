import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}

/** The control endpoints change every client's data: only this machine may call them. */
export async function refuseRemoteCallers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const address = request.socket.remoteAddress ?? request.ip;
  if (isLoopback(address)) return;
  await reply.status(403).send({
    ok: false,
    error: 'Forbidden',
    message: `Control endpoints only answer loopback callers (127.0.0.1, ::1); this request came from ${address ?? 'an unknown address'}`,
  });
}
