'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { requestAddToCart, useCartQuantityOf, type AddToCartRequest } from '@/components/cart/cart-store';
import { showToast } from '@/components/toast/toast-store';
import { Spinner } from '@/components/ui/icons';
import { QuantitySelector } from '@/components/ui/quantity-selector';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { isDemoOrUsed } from '@/domain/product/condition';
import { checkDemoUsedAdd, MIN_QUANTITY, productPageMaxQuantity } from '@/domain/product/quantity-limits';
import { useSelectedVariant } from './variant-context';

interface PurchaseFormProps {
  product: AddToCartRequest['product'];
  fallbackImageUrl: string | null;
}

/**
 * Quantity and add to cart (PDP-14): up to 100 for new products; for demo/used,
 * what is left after the cart's units, checked again on add (product.quantityExceeded). Nothing
 * is shown for call-for-price variants.
 */
export function PurchaseForm({ product, fallbackImageUrl }: PurchaseFormProps) {
  const t = useTranslations('productPage.purchase');
  const quantityText = useTranslations('productPage.quantity');
  const productText = useTranslations('product');
  const { selected } = useSelectedVariant();
  const inCart = useCartQuantityOf(selected.id);
  const demoOrUsed = isDemoOrUsed(product.tags);
  const max = productPageMaxQuantity(product.tags, selected.quantityAvailable, inCart);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [adding, setAdding] = useState(false);

  // The cart or the variant changed: the chosen quantity is clamped to the new maximum.
  if (quantity > max) setQuantity(Math.max(MIN_QUANTITY, max));

  if (isCallForPrice(selected.price)) return null;

  const add = async () => {
    const available = selected.quantityAvailable ?? 0;
    if (demoOrUsed) {
      const check = checkDemoUsedAdd(inCart, quantity, available);
      if (!check.ok) {
        showToast(productText('quantityExceeded', { requested: check.requested, available: check.available }), 'warning');
        return;
      }
    }
    setAdding(true);
    try {
      await requestAddToCart({
        variantId: selected.id,
        quantity,
        product,
        variant: {
          title: selected.title,
          price: selected.price,
          compareAtPrice: selected.compareAtPrice,
          imageUrl: selected.image?.url ?? fallbackImageUrl,
        },
        availableQuantity: selected.quantityAvailable,
      });
    } catch (error) {
      // Other add-to-cart failures are logged only (PDP-14); the cart store has told the shopper.
      console.error('Add to cart failed:', error);
    } finally {
      setAdding(false);
    }
  };

  const soldOut = !selected.availableForSale;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantitySelector
        value={quantity}
        onChange={setQuantity}
        max={max}
        label={quantityText('input', { title: product.title })}
        decreaseLabel={quantityText('decrease')}
        increaseLabel={quantityText('increase')}
      />
      <button
        type="button"
        onClick={() => {
          if (!adding) void add();
        }}
        // Busy, not disabled: a disabled button drops the keyboard focus, which the cart drawer gives back to it (CONT-20).
        disabled={soldOut}
        aria-disabled={adding || undefined}
        aria-busy={adding}
        className="inline-flex h-12 min-w-48 flex-1 items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-neutral-400 aria-disabled:cursor-wait aria-disabled:bg-neutral-400"
      >
        {adding ? <Spinner size={18} /> : null}
        {soldOut ? t('soldOut') : adding ? t('adding') : t('addToCart')}
      </button>
    </div>
  );
}
