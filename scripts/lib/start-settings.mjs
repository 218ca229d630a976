// What `npm start` and `npm run dev` check before they run anything: the storefront's own start-up rules
// (apps/storefront/src/lib/config/startup-rules.ts), loaded as Node loads the cache handler, so the two never differ.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { storefrontDir } from './processes.mjs';

const configModule = (name) => pathToFileURL(path.join(storefrontDir, 'src/lib/config', name)).href;

/** The provider settings of `env` that point at a real service; a bad value is the storefront's message. */
export async function realProviderSettingsIn(env) {
  const { parseEnv } = await import(configModule('env.ts'));
  const { realProviderSettings } = await import(configModule('startup-rules.ts'));
  return realProviderSettings(parseEnv(env));
}

/** Why the storefront would refuse to start with `env` (as `next start`, or `next dev` when `dev`), one line each. */
export async function startProblemsIn(env, { dev }) {
  const { parseEnv } = await import(configModule('env.ts'));
  const { startupProblems } = await import(configModule('startup-rules.ts'));
  return startupProblems(parseEnv({ ...env, NODE_ENV: dev ? 'development' : 'production' }));
}
