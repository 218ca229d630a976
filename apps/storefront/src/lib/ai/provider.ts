import 'server-only';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { ConfigurationError, getEnv, type ServerEnv } from '@/lib/config/env';
import { observedFetch } from '@/lib/observability/provider-call';

const DEFAULT_ANTHROPIC_MODEL = 'claude-haiku-4-5';

export type AiProviderSettings = Pick<
  ServerEnv,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'ANTHROPIC_API_KEY' | 'AI_MAX_OUTPUT_TOKENS'
>;

/**
 * The hosted model named by the environment, or null for the offline answerer (the default):
 * any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server) or Anthropic.
 */
export function hostedModel(settings: AiProviderSettings = getEnv()): LanguageModel | null {
  switch (settings.AI_PROVIDER) {
    case 'offline':
      return null;
    case 'openai-compatible': {
      if (!settings.AI_BASE_URL || !settings.AI_MODEL) {
        throw new ConfigurationError('AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL');
      }
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.AI_BASE_URL,
        apiKey: settings.AI_API_KEY,
        includeUsage: true,
        fetch: observedFetch('model', 'chat'),
      });
      return provider.chatModel(settings.AI_MODEL);
    }
    case 'anthropic': {
      const apiKey = settings.ANTHROPIC_API_KEY ?? settings.AI_API_KEY;
      if (!apiKey) throw new ConfigurationError('AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY');
      const provider = createAnthropic({
        apiKey,
        ...(settings.AI_BASE_URL ? { baseURL: settings.AI_BASE_URL } : {}),
        fetch: observedFetch('model', 'messages'),
      });
      return provider(settings.AI_MODEL ?? DEFAULT_ANTHROPIC_MODEL);
    }
  }
}
