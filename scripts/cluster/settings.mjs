// The cluster's ports and secrets: one nginx (HTTPS), two storefront instances, the emulator, Redis, Prometheus.
import { randomBytes } from 'node:crypto';

const port = (env, name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1024 || value > 65535)
    throw new Error(`${name} must be a port number from 1024 to 65535, got "${env[name]}"`);
  return value;
};

/**
 * CLUSTER_PORT is nginx's HTTPS port; the two instances listen on the next two ports. Defaults stay
 * clear of npm start (3000/4000), npm test (3100/4100) and the dev-server test (3200/4200).
 */
export function clusterSettings(env = process.env) {
  const https = port(env, 'CLUSTER_PORT', 3480);
  const settings = {
    httpsPort: https,
    instancePorts: [https + 1, https + 2],
    emulatorPort: port(env, 'CLUSTER_EMULATOR_PORT', 4480),
    redisPort: port(env, 'CLUSTER_REDIS_PORT', 6480),
    // Prometheus; each instance's own metrics endpoint takes one of the next two ports (loopback only).
    prometheusPort: port(env, 'CLUSTER_PROMETHEUS_PORT', 9480),
    // Fresh per run: the store must verify what the emulator signs, and nothing else.
    shopifySecret: randomBytes(32).toString('hex'),
    sanitySecret: randomBytes(32).toString('hex'),
  };
  const metricsPorts = [settings.prometheusPort + 1, settings.prometheusPort + 2];
  return { ...settings, metricsPorts, origin: `https://localhost:${https}` };
}
