import type { LanguageModel } from 'ai';

type LanguageModelV4 = Extract<LanguageModel, { specificationVersion: 'v4' }>;
type CallOptions = Parameters<LanguageModelV4['doStream']>[0];
type StreamPart = Awaited<ReturnType<LanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;
type Prompt = CallOptions['prompt'];

/** Splits a reply into word-sized tokens (each keeps its trailing whitespace), as a model streams them. */
function toTokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

/**
 * The offline provider: a LanguageModelV4 whose replies are composed from the product's data
 * (no network), streamed token by token through the same AI SDK interface as a real model.
 */
export class OfflineLanguageModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4';
  readonly provider = 'maple-offline';
  readonly modelId = 'catalogue-answerer';
  readonly supportedUrls = {};

  constructor(
    private readonly compose: (prompt: Prompt) => string,
    private readonly tokenDelayMs = 8,
  ) {}

  private reply(options: CallOptions): { tokens: string[]; truncated: boolean; input: number } {
    const all = toTokens(this.compose(options.prompt));
    const cap = options.maxOutputTokens ?? all.length;
    const input = options.prompt.reduce((sum, message) => sum + JSON.stringify(message.content).length, 0);
    return { tokens: all.slice(0, cap), truncated: all.length > cap, input: Math.ceil(input / 4) };
  }

  async doGenerate(options: CallOptions) {
    const { tokens, truncated, input } = this.reply(options);
    return {
      content: [{ type: 'text' as const, text: tokens.join('') }],
      finishReason: { unified: truncated ? ('length' as const) : ('stop' as const), raw: undefined },
      usage: usage(input, tokens.length),
      warnings: [],
    };
  }

  async doStream(options: CallOptions) {
    const { tokens, truncated, input } = this.reply(options);
    const delay = this.tokenDelayMs;
    const signal = options.abortSignal;
    let index = 0;
    const stream = new ReadableStream<StreamPart>({
      start(controller) {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        controller.enqueue({ type: 'text-start', id: 'reply' });
      },
      async pull(controller) {
        if (signal?.aborted) {
          controller.error(signal.reason ?? new Error('aborted'));
          return;
        }
        const token = tokens[index];
        if (token === undefined) {
          controller.enqueue({ type: 'text-end', id: 'reply' });
          const finishReason = { unified: truncated ? ('length' as const) : ('stop' as const), raw: undefined };
          controller.enqueue({ type: 'finish', usage: usage(input, tokens.length), finishReason });
          controller.close();
          return;
        }
        index += 1;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        controller.enqueue({ type: 'text-delta', id: 'reply', delta: token });
      },
    });
    return { stream };
  }
}
