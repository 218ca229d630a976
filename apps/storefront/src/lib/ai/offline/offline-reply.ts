import 'server-only';
import type { CartProposal } from '@/domain/ai/cart-proposal';
import { orderableVariants, type ProductFacts } from '@/domain/ai/product-facts';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import type { Locale } from '@/i18n/routing';
import type { AssistantServices } from '../assistant-service';
import { answerCrossProduct } from './cross-product-answer';
import { crossProductIntent } from './cross-product-intent';
import { CROSS_PRODUCT_PHRASES } from './cross-product-phrases';
import { answerFromCatalogue } from './offline-answer';

/** The first variant that can be ordered, as the product page opens on it, proposed for the shopper to confirm. */
function proposalFor(facts: ProductFacts): CartProposal | null {
  const variants = orderableVariants(facts);
  const variant = variants.find((candidate) => candidate.available && candidate.id);
  if (!variant?.id) return null;
  return {
    variantId: variant.id,
    handle: facts.handle,
    productTitle: facts.title,
    variantTitle: variants.length > 1 ? variant.title : null,
    price: variant.price,
    quantity: 1,
  };
}

/**
 * The offline assistant's reply to the shopper's latest question: about the product from its own
 * data, or about other products (cheaper ones, accessories, demo units) from the catalogue around it;
 * asked to add it to the cart, it proposes the add for the shopper to confirm.
 */
export async function offlineReply(
  services: Pick<AssistantServices, 'catalogueContext'>,
  facts: ProductFacts,
  question: string,
  locale: Locale,
): Promise<{ text: string; proposals: CartProposal[] }> {
  const intent = crossProductIntent(question);
  if (!intent) return { text: answerFromCatalogue(facts, question, locale), proposals: [] };
  const t = CROSS_PRODUCT_PHRASES[locale];
  if (intent === 'addToCart') {
    if (isCallForPrice(facts.price.min)) return { text: t.callForPriceAdd(facts.title), proposals: [] };
    const proposal = facts.available ? proposalFor(facts) : null;
    return proposal ? { text: t.proposeAdd(facts.title), proposals: [proposal] } : { text: t.cannotAdd(facts.title), proposals: [] };
  }
  const context = await services.catalogueContext(facts, locale, { cheaper: intent === 'cheaper', linked: intent !== 'cheaper' });
  return { text: answerCrossProduct(intent, facts, context, locale), proposals: [] };
}
