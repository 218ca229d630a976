// Loaded by Node directly too (`npm start` checks a start before it runs anything): erasable TypeScript, files named.
import { EMULATOR_DEFAULTS, type ServerEnv } from './env.ts';

export const MISSING_SESSION_SECRET =
  'SESSION_SECRET is not set: give it 32 or more random characters (openssl rand -base64 32). `npm start` and `npm run dev` make one for this machine when they run the emulator.';

type ProviderSetting = keyof typeof EMULATOR_DEFAULTS;
type StartEnv = Pick<
  ServerEnv,
  'NODE_ENV' | 'EMULATOR' | 'SESSION_SECRET' | 'SITE_URL' | 'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_TYPE' | ProviderSetting
>;

/** The provider settings this store needs: a public Customer Account client has no secret. */
function providerSettings(env: StartEnv): [ProviderSetting, string][] {
  return (Object.entries(EMULATOR_DEFAULTS) as [ProviderSetting, string][]).filter(
    ([name]) => name !== 'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET' || env.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_TYPE === 'confidential',
  );
}

/**
 * The provider settings that point at a real service (anything but the emulator's value).
 * @public `npm start` loads it by path too (scripts/lib/start-settings.mjs)
 */
export function realProviderSettings(env: StartEnv): ProviderSetting[] {
  return providerSettings(env)
    .filter(([name, value]) => env[name] !== value)
    .map(([name]) => name);
}

/**
 * The emulator stands in for the providers: EMULATOR=on says so (`npm start` sets it), and any run that is not
 * production; but never once a provider setting points at a real service (then every one must).
 * @internal exported for its tests
 */
export function usesEmulator(env: StartEnv): boolean {
  if (realProviderSettings(env).length > 0) return false;
  return env.EMULATOR === 'on' || (env.EMULATOR === undefined && env.NODE_ENV !== 'production');
}

const LOCAL_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** Each provider setting still at the emulator's value, when the store is not meant to use the emulator. */
function settingsAtEmulatorDefaults(env: StartEnv): string[] {
  const left = providerSettings(env)
    .filter(([name, value]) => env[name] === value)
    .map(([name, value]) => `${name} is still the emulator's (${value}): set the real service's`);
  const real = realProviderSettings(env);
  if (left.length === 0 || real.length === 0) return left;
  return [`${real.join(', ')} ${real.length === 1 ? 'points' : 'point'} at a real service, so every provider setting must:`, ...left];
}

/**
 * Why this server must not start, one line each; empty when it may. A store is on the emulator or on real
 * services, never a mix; a production store off the emulator needs its public origin (canonical URLs,
 * origin checks and redirects are built on it), while the emulator's own production runs stay on localhost.
 */
export function startupProblems(env: StartEnv): string[] {
  const problems: string[] = [];
  if (!env.SESSION_SECRET) problems.push(MISSING_SESSION_SECRET);
  const emulator = usesEmulator(env);
  if (!emulator && (env.NODE_ENV === 'production' || realProviderSettings(env).length > 0))
    problems.push(...settingsAtEmulatorDefaults(env));
  if (!emulator && env.NODE_ENV === 'production' && LOCAL_HOST.test(new URL(env.SITE_URL).hostname))
    problems.push(
      `SITE_URL is ${env.SITE_URL}: set the store's public origin (https://…), which its links, redirects and origin checks use`,
    );
  return problems;
}
