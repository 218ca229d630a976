import 'server-only';
import type { LanguageModel } from 'ai';
import type { Locale } from '@/i18n/routing';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { getEnv } from '@/lib/config/env';
import { getRateLimitStore } from '@/lib/rate-limit/rate-limit-store';
import { AiBudget } from './ai-budget';
import { getCatalogueContext, searchCatalogue } from './catalogue-context';
import type { CatalogueContext } from './offline/cross-product-answer';
import { findProductHandleByTitle } from './product-by-title';
import { getProductFacts } from './product-facts';
import { hostedModel } from './provider';
import { getReplySigningKey } from './reply-signing-key';

/** What the assistant and comparison handlers need from the outside world (injected in tests). */
export interface AssistantServices {
  loadProduct(handle: string, locale: Locale): Promise<ProductFacts | null>;
  /** The handle of the product with exactly this title in that language, or null. */
  findProductHandle(title: string, locale: Locale): Promise<string | null>;
  /** Products in stock by words and filters (the hosted model's search tool; cacheable for searches made from a product). */
  searchCatalogue: typeof searchCatalogue;
  /** The products around one: cheaper ones of its kind, its demo, used and related products (the offline cross-product answers). */
  catalogueContext(facts: ProductFacts, locale: Locale, needs: { cheaper: boolean; linked: boolean }): Promise<CatalogueContext>;
  /** The configured hosted model, or null for the offline answerer. */
  hostedModel(): LanguageModel | null;
  /** Signs the assistant's replies, so forged ones can be told apart (reply-signature.ts). */
  replyKey(): Promise<CryptoKey>;
  storeName: string;
  maxOutputTokens: number;
  limitRequests: boolean;
  /** The overall budget of model calls (AI_BUDGET_PER_MINUTE, AI_BUDGET_PER_DAY); none in some tests. */
  budget?: AiBudget;
}

export function defaultAssistantServices(): AssistantServices {
  const env = getEnv();
  return {
    loadProduct: getProductFacts,
    findProductHandle: findProductHandleByTitle,
    searchCatalogue,
    catalogueContext: getCatalogueContext,
    hostedModel: () => hostedModel(env),
    replyKey: getReplySigningKey,
    storeName: env.STORE_NAME,
    maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
    limitRequests: true,
    budget: new AiBudget(getRateLimitStore(), { perMinute: env.AI_BUDGET_PER_MINUTE, perDay: env.AI_BUDGET_PER_DAY }),
  };
}
