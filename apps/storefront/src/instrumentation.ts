// Runs once when the server starts. Only the Node.js runtime serves the store; the check lives in its
// own module so the edge bundle never compiles Node-only calls.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkOnStart } = await import('./lib/config/check-on-start');
    await checkOnStart();
  }
}
