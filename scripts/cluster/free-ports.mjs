// The cluster's ports must be free before it starts: a leftover server on one of them would answer
// the checks in place of the process the run starts, and the run would test the wrong thing.
import net from 'node:net';

const taken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Throws, naming them, when any of `ports` already answers on loopback. */
export async function requireFreePorts(ports) {
  const busy = [];
  for (const port of ports) if (await taken(port)) busy.push(port);
  if (busy.length > 0)
    throw new Error(
      `port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use (CLUSTER_PORT, CLUSTER_EMULATOR_PORT and CLUSTER_REDIS_PORT choose others)`,
    );
}
