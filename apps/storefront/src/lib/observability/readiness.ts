/** What readiness checks, in the order a 503 names them. */
type ReadinessCheckName = 'configuration' | 'storefront' | 'redis';

export interface ReadinessCheck {
  name: ReadinessCheckName;
  /** Resolves when the dependency answers; rejects (or outlasts the timeout) when it does not. */
  run: () => Promise<unknown>;
}

type Readiness = { status: 'ready' } | { status: 'unready'; failed: ReadinessCheckName[] };

interface ReadinessProbeOptions {
  /** How long one result answers every probe, so probes never load the providers. */
  ttlMs?: number;
  /** A check slower than this has failed. */
  timeoutMs?: number;
  now?: () => number;
  /** Told why a check failed (the log: never the probe's answer). */
  onFailure?: (name: ReadinessCheckName, error: unknown) => void;
}

function withTimeout(work: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve().then(work), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs every check at once and names those that failed. One result (or the run under way) answers every probe
 * for ttlMs after it settles, however many load balancers ask.
 */
export function createReadinessProbe(checks: () => readonly ReadinessCheck[], options: ReadinessProbeOptions = {}) {
  const { ttlMs = 5_000, timeoutMs = 3_000, now = Date.now, onFailure = () => {} } = options;
  let last: { result: Promise<Readiness>; settledAt?: number } | undefined;

  async function evaluate(): Promise<Readiness> {
    const list = checks();
    const outcomes = await Promise.allSettled(list.map((check) => withTimeout(check.run, timeoutMs)));
    const failed = list.filter((check, index) => {
      const outcome = outcomes[index]!;
      if (outcome.status === 'rejected') onFailure(check.name, outcome.reason);
      return outcome.status === 'rejected';
    });
    return failed.length === 0 ? { status: 'ready' } : { status: 'unready', failed: failed.map((check) => check.name) };
  }

  return function readiness(): Promise<Readiness> {
    if (last && (last.settledAt === undefined || now() - last.settledAt < ttlMs)) return last.result;
    const current: { result: Promise<Readiness>; settledAt?: number } = { result: evaluate() };
    void current.result.finally(() => (current.settledAt = now()));
    last = current;
    return current.result;
  };
}
