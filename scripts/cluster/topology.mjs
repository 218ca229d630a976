// Starts the production-shaped topology: Redis, the emulator, two `next start` instances sharing
// Redis (each with its metrics endpoint on loopback, its JSON log in a file), nginx in front (TLS,
// HTTP/2, Brotli) and Prometheus scraping the instances; restarts an instance; stops it all again.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withLocalEmulator } from '../lib/local-secrets.mjs';
import { emulatorDir, nextBin, storefrontDir, waitForUrl } from '../lib/processes.mjs';
import { makeCertificate } from './certificate.mjs';
import { requireFreePorts } from './free-ports.mjs';
import { startChild } from './child-process.mjs';
import { nginxConfig } from './nginx-config.mjs';
import { prometheusReady, startPrometheus } from './prometheus.mjs';
import { redisReady, startRedis } from './redis.mjs';
import { StoreClient } from './tls-client.mjs';

/** What the emulator and every instance are told: where the store is, the secrets, Redis. */
export function clusterEnvironment(settings, { distDir, dataDir, certificate, products }) {
  // The instances run against the emulator, so they are told so (and get this machine's session secret).
  return withLocalEmulator({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    SITE_URL: settings.origin,
    STOREFRONT_URL: settings.origin,
    EMULATOR_PORT: String(settings.emulatorPort),
    EMULATOR_DATA_DIR: dataDir,
    ...(products ? { EMULATOR_PRODUCTS: String(products) } : {}),
    REDIS_URL: `redis://127.0.0.1:${settings.redisPort}`,
    // nginx, on loopback, is the one proxy in front: its X-Forwarded-For is read, a direct caller's is not.
    TRUSTED_PROXY_HOPS: '1',
    TRUSTED_PROXY_CIDRS: '127.0.0.1/32,::1/128',
    SHOPIFY_WEBHOOK_SECRET: settings.shopifySecret,
    SANITY_WEBHOOK_SECRET: settings.sanitySecret,
    // The emulator calls the store back through nginx, as Shopify calls a deployed store, and trusts the run's certificate.
    EMULATOR_WEBHOOK_URL: `${settings.origin}/api/webhooks/shopify`,
    EMULATOR_SANITY_WEBHOOK_URL: `${settings.origin}/api/webhooks/sanity`,
    NODE_EXTRA_CA_CERTS: certificate.trust,
    // The store's own SIGTERM handling: drain (at most SHUTDOWN_TIMEOUT_MS), exit 0 (decision 0044).
    NEXT_MANUAL_SIG_HANDLE: '1',
    SHUTDOWN_TIMEOUT_MS: '8000',
  });
}

/** Starts everything under `workDir` (logs there); resolves once nginx answers a page from each instance. */
export async function startCluster(settings, { workDir, distDir, products }) {
  await requireFreePorts([
    settings.httpsPort,
    ...settings.instancePorts,
    settings.emulatorPort,
    settings.redisPort,
    settings.prometheusPort,
    ...settings.metricsPorts,
  ]);
  const logs = (name) => path.join(workDir, `${name}.log`);
  const certificate = makeCertificate(workDir);
  const env = clusterEnvironment(settings, { distDir, dataDir: path.join(workDir, 'emulator'), certificate, products });
  const processes = [];
  const stopAll = async () => {
    for (const item of [...processes].reverse()) await item.stop();
  };
  try {
    mkdirSync(path.join(workDir, 'redis'), { recursive: true });
    let redis = startRedis({ port: settings.redisPort, dir: path.join(workDir, 'redis'), logFile: logs('redis') });
    processes.push(redis);
    await redisReady(settings.redisPort);

    const emulator = startChild('emulator', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: emulatorDir,
      env,
      logFile: logs('emulator'),
    });
    processes.push(emulator);
    await waitForUrl(`http://127.0.0.1:${settings.emulatorPort}/__emulator/health`, 120_000);

    // Each instance's stdout (its JSON log lines) goes to instance-<letter>.log, appended to across restarts.
    const startInstance = (index) =>
      startChild(`instance-${index}`, nextBin(), ['start', '-H', 'localhost', '-p', String(settings.instancePorts[index])], {
        cwd: storefrontDir,
        env: { ...env, PORT: String(settings.instancePorts[index]), METRICS_PORT: String(settings.metricsPorts[index]) },
        logFile: logs(`instance-${String.fromCharCode(97 + index)}`),
      });
    const instances = settings.instancePorts.map((_, index) => startInstance(index));
    processes.push(...instances);
    await Promise.all(settings.instancePorts.map((port) => waitForUrl(`http://localhost:${port}/icon-192.png`, 120_000)));

    mkdirSync(path.join(workDir, 'prometheus'), { recursive: true });
    const prometheus = startPrometheus({
      port: settings.prometheusPort,
      metricsPorts: settings.metricsPorts,
      dir: path.join(workDir, 'prometheus'),
      logFile: logs('prometheus'),
    });
    processes.push(prometheus);
    await prometheusReady(settings.prometheusPort);

    const prefix = path.join(workDir, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const configFile = path.join(prefix, 'nginx.conf');
    const runAsRoot = process.getuid?.() === 0;
    writeFileSync(
      configFile,
      nginxConfig({ prefix, httpsPort: settings.httpsPort, instances: settings.instancePorts, certificate, runAsRoot }),
    );
    const nginx = startChild('nginx', 'nginx', ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')], {
      cwd: prefix,
      env: process.env,
      logFile: logs('nginx'),
    });
    processes.push(nginx);

    const client = new StoreClient(settings.origin, readFileSync(certificate.cert));
    await untilAnswered(client, nginx);
    return {
      settings,
      env,
      client,
      certificate,
      instances,
      emulator,
      nginx,
      logs,
      get redis() {
        return redis;
      },
      prometheus,
      /**
       * Stops instance `index` with SIGTERM (its exit code is returned: 0 after a graceful drain), starts it again on
       * the same ports, and resolves once it is ready.
       */
      async restartInstance(index) {
        const old = instances[index];
        await old.stop();
        const { code, signal } = await old.exited;
        const fresh = startInstance(index);
        instances[index] = fresh;
        processes.splice(processes.indexOf(old), 1, fresh);
        await waitForUrl(`http://localhost:${settings.instancePorts[index]}/api/ready`, 120_000);
        return { code, signal };
      },
      /** Stops Redis (the store must keep serving from memory). */
      async stopRedis() {
        await redis.stop();
      },
      /** Starts Redis again on the same port, empty, as after a restart without persistence. */
      async startRedis() {
        redis = startRedis({ port: settings.redisPort, dir: path.join(workDir, 'redis'), logFile: logs('redis') });
        processes.splice(0, 1, redis);
        await redisReady(settings.redisPort);
      },
      async stop() {
        client.close();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Waits (30 s at most) until nginx serves the icon from each instance. */
async function untilAnswered(client, nginx) {
  const deadline = Date.now() + 30_000;
  for (const instance of ['a', 'b']) {
    for (;;) {
      const answer = await client.request('/icon-192.png', { instance }).catch((error) => ({ status: 0, error }));
      if (answer.status === 200) break;
      if (!nginx.running() || Date.now() > deadline) {
        throw new Error(`nginx did not serve instance ${instance} (last: ${answer.status || answer.error?.message}); see ${nginx.logFile}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
