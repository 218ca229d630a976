// Debian's Prometheus (2.42) on a loopback port, scraping each storefront instance's metrics endpoint every
// second, with its configuration and its time-series database under the run's directory; and PromQL through
// its HTTP API.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild } from './child-process.mjs';

/** prometheus.yml: one job, one target per instance, labelled with the instance's letter. */
export function prometheusConfig(metricsPorts) {
  const targets = metricsPorts
    .map(
      (port, index) => `      - targets: ['127.0.0.1:${port}']\n        labels: { store_instance: '${String.fromCharCode(97 + index)}' }`,
    )
    .join('\n');
  return `# Made by scripts/cluster/prometheus.mjs for one run of the cluster test.
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: storefront
    static_configs:
${targets}
`;
}

export function startPrometheus({ port, metricsPorts, dir, logFile }) {
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig(metricsPorts));
  return startChild(
    'prometheus',
    'prometheus',
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1h',
      '--log.level=warn',
    ],
    { cwd: dir, env: process.env, logFile },
  );
}

/** Resolves once Prometheus says it is ready (30 s at most). */
export async function prometheusReady(port) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/-/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`Prometheus on port ${port} was not ready within 30 s`);
    await sleep(200);
  }
}

/** An instant PromQL query: its vector as [{ metric, value }] with numeric values. */
export async function promQuery(port, query) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = await answer.json();
  if (body.status !== 'success') throw new Error(`PromQL ${query}: ${body.error ?? answer.status}`);
  return body.data.result.map((item) => ({ metric: item.metric, value: Number(item.value[1]) }));
}
