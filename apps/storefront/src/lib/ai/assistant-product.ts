import 'server-only';
import type { ProductFacts } from '@/domain/ai/product-facts';
import type { Locale } from '@/i18n/routing';
import type { AssistantServices } from './assistant-service';

export type AssistantProduct =
  { kind: 'found'; facts: ProductFacts } | { kind: 'unknown-handle'; handle: string } | { kind: 'unknown-title'; title: string };

/**
 * The product a conversation is about: by handle when the client names one (exact), else by its
 * title in the shopper's language (spec §7), falling back to the title when a handle is stale.
 */
export async function resolveAssistantProduct(
  services: Pick<AssistantServices, 'loadProduct' | 'findProductHandle'>,
  request: { handle?: string; productTitle?: string },
  locale: Locale,
): Promise<AssistantProduct> {
  if (request.handle) {
    const facts = await services.loadProduct(request.handle, locale);
    if (facts) return { kind: 'found', facts };
    if (!request.productTitle) return { kind: 'unknown-handle', handle: request.handle };
  }
  const title = request.productTitle ?? '';
  const handle = await services.findProductHandle(title, locale);
  const facts = handle ? await services.loadProduct(handle, locale) : null;
  return facts ? { kind: 'found', facts } : { kind: 'unknown-title', title };
}
