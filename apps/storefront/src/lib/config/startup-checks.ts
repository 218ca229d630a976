import 'server-only';
import { ConfigurationError, EMULATOR_DEFAULTS, type ServerEnv } from './env';

export const MISSING_SESSION_SECRET =
  'SESSION_SECRET is not set: give it 32 or more random characters (openssl rand -base64 32). `npm start` and `npm run dev` make one for this machine when they run the emulator.';

/**
 * The local emulator stands in for the providers: EMULATOR=on says so (`npm start` sets it), and any run that is not production.
 * @internal exported for its tests
 */
export function usesEmulator(env: Pick<ServerEnv, 'EMULATOR' | 'NODE_ENV'>): boolean {
  return env.EMULATOR === 'on' || (env.EMULATOR === undefined && env.NODE_ENV !== 'production');
}

/** Each provider setting a production store without the emulator still has at the emulator's value. */
function settingsAtEmulatorDefaults(env: ServerEnv): string[] {
  return Object.entries(EMULATOR_DEFAULTS)
    .filter(([name]) => name !== 'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET' || env.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_TYPE === 'confidential')
    .filter(([name, value]) => env[name as keyof typeof EMULATOR_DEFAULTS] === value)
    .map(([name, value]) => `${name} is still the emulator's (${value}): set the real service's`);
}

/**
 * Why this server must not start, one line each; empty when it may.
 * @internal exported for its tests
 */
export function startupProblems(env: ServerEnv): string[] {
  const problems: string[] = [];
  if (!env.SESSION_SECRET) problems.push(MISSING_SESSION_SECRET);
  if (env.NODE_ENV === 'production' && !usesEmulator(env)) problems.push(...settingsAtEmulatorDefaults(env));
  return problems;
}

/** Stops a start that would run without a session secret, or in production against the emulator's addresses and tokens. */
export function assertStartable(env: ServerEnv): void {
  const problems = startupProblems(env);
  if (problems.length === 0) return;
  throw new ConfigurationError(`The storefront will not start:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}
