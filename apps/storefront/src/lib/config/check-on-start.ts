import 'server-only';

/**
 * Validates the configuration when a Node.js server starts: a bad value or a missing setting stops
 * it with a message naming each (Next itself would log the error and go on serving a broken store).
 */
export async function checkOnStart(): Promise<void> {
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  try {
    const { getEnv } = await import('./env');
    const env = getEnv();
    // `next build` prerenders with this code too: what a serving process needs is checked when one starts.
    if (building) return;
    const { assertStartable } = await import('./startup-checks');
    assertStartable(env);
    const { stampPeerAddress } = await import('@/lib/http/peer-address');
    stampPeerAddress();
    const { varyNegotiatedAnswers } = await import('@/lib/http/vary-negotiated');
    varyNegotiatedAnswers();
    const { trackRequests } = await import('@/lib/observability/request-tracking');
    trackRequests();
    const { startTelemetry } = await import('@/lib/observability/telemetry');
    await startTelemetry(env);
  } catch (error) {
    if (building) throw error;
    // Plain text on stderr, not a log line: the configuration the logger reads is what failed, and a person reads this.
    // eslint-disable-next-line no-console
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
