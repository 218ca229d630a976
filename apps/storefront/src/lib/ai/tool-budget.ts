import { logger } from '@/lib/observability/logger';

/** Bounds on the assistant's tool calls in one reply: how many, how long each, how much each returns. */
export const TOOL_LIMITS = {
  /** Model calls in one reply: the question, tool rounds, and the answer. */
  maxSteps: 4,
  maxCalls: 6,
  timeoutMs: 5_000,
  /** Characters of one tool result the model reads (its input tokens are bounded with it). */
  maxResultChars: 6_000,
} as const;

export interface ToolCallLog {
  tool: string;
  ms: number;
  bytes: number;
  outcome: 'ok' | 'error' | 'refused';
}

/** One line per tool call in the server log: tool, duration, result size. */
function logToolCall(entry: ToolCallLog): void {
  logger().info({ ...entry }, `Assistant tool ${entry.tool}: ${entry.outcome}, ${entry.ms} ms, ${entry.bytes} bytes`);
}

/**
 * Runs tool calls within the reply's budget: past maxCalls, or once the overall AI budget is spent, a call is refused, a call longer than
 * timeoutMs fails, and a result longer than maxResultChars is cut; the model gets an { error } it can
 * read instead of a failure, and every call is logged.
 */
export function createToolRunner(
  limits: typeof TOOL_LIMITS = TOOL_LIMITS,
  log: (entry: ToolCallLog) => void = logToolCall,
  /** Counts one tool call against the overall AI budget; false when it is spent (decision 0031). */
  spend: () => Promise<boolean> = async () => true,
) {
  let calls = 0;
  return async function run<T>(tool: string, work: () => Promise<T>): Promise<T | { error: string }> {
    const started = performance.now();
    const finish = (outcome: ToolCallLog['outcome'], value: unknown) => {
      const text = JSON.stringify(value) ?? '';
      log({ tool, ms: Math.round(performance.now() - started), bytes: new TextEncoder().encode(text).length, outcome });
    };
    calls += 1;
    if (calls > limits.maxCalls) {
      const refused = { error: `No more catalogue lookups in this reply (at most ${limits.maxCalls}): answer with what you have.` };
      finish('refused', refused);
      return refused;
    }
    if (!(await spend())) {
      const spent = { error: 'The store cannot look anything else up right now: answer with what you have.' };
      finish('refused', spent);
      return spent;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${limits.timeoutMs} ms`)), limits.timeoutMs);
      });
      const value = await Promise.race([work(), timeout]);
      const text = JSON.stringify(value) ?? '';
      const result = text.length > limits.maxResultChars ? ({ truncated: text.slice(0, limits.maxResultChars) } as unknown as T) : value;
      finish('ok', result);
      return result;
    } catch (error) {
      const failed = { error: `The catalogue lookup failed: ${error instanceof Error ? error.message : 'unknown error'}` };
      finish('error', failed);
      return failed;
    } finally {
      clearTimeout(timer);
    }
  };
}
