import 'server-only';
import { ConfigurationError, type ServerEnv } from './env';
import { startupProblems } from './startup-rules';

/** Stops a start that would run without a session secret, on a mix of emulator and real services, or in production against the emulator's addresses and tokens. */
export function assertStartable(env: ServerEnv): void {
  const problems = startupProblems(env);
  if (problems.length === 0) return;
  throw new ConfigurationError(`The storefront will not start:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}
