import 'server-only';
import type { Image } from '@/domain/catalog/types';
import { toAmount } from '@/domain/pricing/money';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from '@/lib/shopify/client';
import { VARIANTS_BY_IDS_QUERY } from '@/lib/shopify/queries/cart';
import { getStoreSettings } from '@/lib/shopify/store-settings';
import { toImage } from '@/lib/shopify/transforms/product-summary';

/** A free variant of the buy-X-get-Y offer (CART-19). */
export interface FreeGift {
  id: string;
  title: string;
  availableForSale: boolean;
  price: number;
  image: Image | null;
  product: { id: string; title: string; handle: string };
}

export interface BuyXGetYOffer {
  collectionId: string;
  gifts: FreeGift[];
}

/** The offer's collection and free variants (GetVariantsByIds, nulls removed); null without an offer. */
export async function getBuyXGetYOffer(locale: Locale): Promise<BuyXGetYOffer | null> {
  const config = (await getStoreSettings()).buyXGetY;
  if (!config || config.freeVariantIds.length === 0) return null;
  const data = await storefrontRequest(VARIANTS_BY_IDS_QUERY, {
    variables: { ids: config.freeVariantIds },
    locale,
    cache: cacheFor('freeGiftVariants'),
  });
  const gifts = data.nodes
    .filter((node) => node !== null && node !== undefined && 'id' in node)
    .map((node) => ({
      id: node.id,
      title: node.title,
      availableForSale: node.availableForSale,
      price: toAmount(node.price.amount) ?? 0,
      image: toImage(node.image ?? node.product.images.nodes[0]),
      product: { id: node.product.id, title: node.product.title, handle: node.product.handle },
    }));
  return { collectionId: config.collectionId, gifts };
}
