// Validate the configuration when the server starts, so a bad value fails loudly and early.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv } = await import('./lib/config/env');
  getEnv();
}
