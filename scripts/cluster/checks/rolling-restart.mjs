// A rolling restart under load: 100 concurrent clients through nginx while each instance in turn gets
// SIGTERM (it drains and exits 0), starts again and is ready, then the other. Not one request fails (an
// error, a 5xx, or no answer within 30 s, half nginx's own read timeout): nginx sends what a stopping
// instance refuses to the other one. A quarter of the requests are product pages, the rest a route handler
// and a file, so two cores shared by both instances, nginx and the clients measure the restart, not their
// capacity to render 100 pages at once.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

export const title = 'a rolling restart of both instances under 100 concurrent clients fails no request';

const CONNECTIONS = 100;

export async function run({ settings, picks, restartInstance, figures }) {
  const statuses = new Map();
  const failures = [];
  let result;
  const done = new Promise((resolve, reject) => {
    const load = autocannon(
      {
        url: settings.origin,
        connections: CONNECTIONS,
        // Stopped when both restarts are done; this only bounds a restart that never ends.
        duration: 150,
        timeout: 30,
        requests: [
          { path: `/products/${picks.renamed.handle}` },
          { path: '/api/health' },
          { path: '/icon-192.png' },
          { path: '/api/health' },
        ],
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    load.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    load.on('reqError', (error) => failures.push(error.message));
    result = load;
  });
  const started = Date.now();
  await sleep(2_000);
  const exits = [];
  for (const index of [0, 1]) exits.push(await restartInstance(index));
  await sleep(2_000);
  result.stop();
  const outcome = await done;
  const seconds = (Date.now() - started) / 1000;
  const failed =
    outcome.errors + outcome.timeouts + [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  figures.rollingRestart = {
    connections: CONNECTIONS,
    seconds: Number(seconds.toFixed(1)),
    requests: outcome.requests.total,
    failedRequests: failed,
    errors: outcome.errors,
    timeouts: outcome.timeouts,
    statuses: Object.fromEntries(statuses),
    exitCodes: exits.map((exit) => exit.code),
    latencyP99Ms: outcome.latency.p99,
  };
  assert.deepEqual(
    exits.map((exit) => exit.code),
    [0, 0],
    `each instance exits 0 after draining (${JSON.stringify(exits)})`,
  );
  assert.equal(
    failed,
    0,
    `no failed request during the restart (${JSON.stringify(figures.rollingRestart)}; ${failures.slice(0, 3).join('; ')})`,
  );
  return `${outcome.requests.total} requests in ${seconds.toFixed(1)} s, ${failed} failed, statuses ${JSON.stringify(Object.fromEntries(statuses))}, p99 ${outcome.latency.p99} ms`;
}
