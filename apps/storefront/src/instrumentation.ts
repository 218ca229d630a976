import type { Instrumentation } from 'next';

// Runs once when the server starts. Only the Node.js runtime serves the store; the check lives in its
// own module so the edge bundle never compiles Node-only calls.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkOnStart } = await import('./lib/config/check-on-start');
    await checkOnStart();
  }
}

/** Every error Next caught while serving a request (a render, a route handler, an action, proxy.ts), logged once with its digest. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./lib/observability/request-error');
    logRequestError(error, request, context);
  }
};
