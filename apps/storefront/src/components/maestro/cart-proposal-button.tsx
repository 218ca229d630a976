'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { addToCart } from '@/components/cart/cart-store';
import type { CartProposal } from '@/domain/ai/cart-proposal';
import { formatPrice } from '@/domain/pricing/money';

/**
 * An add to cart the assistant proposed: nothing changes until the shopper clicks, which goes through
 * the store's own add-to-cart action (the same as the product page's button) and opens the cart.
 */
export function CartProposalButton({ proposal }: { proposal: CartProposal }) {
  const t = useTranslations('maestro');
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const values = { title: proposal.productTitle, option: proposal.variantTitle ?? '', price: formatPrice(proposal.price) };
  const label =
    state === 'added'
      ? t('proposalAdded', values)
      : state === 'adding'
        ? t('proposalAdding', values)
        : t(proposal.variantTitle ? 'proposalOption' : 'proposal', values);

  async function add() {
    setState('adding');
    const outcome = await addToCart({
      variantId: proposal.variantId,
      quantity: proposal.quantity,
      product: { id: '', handle: proposal.handle, title: proposal.productTitle, vendor: '', productType: '', tags: [], collectionIds: [] },
      variant: { title: proposal.variantTitle ?? 'Default Title', price: proposal.price, compareAtPrice: null, imageUrl: null },
      availableQuantity: null,
    });
    setState(outcome.status === 'added' ? 'added' : 'idle');
  }

  return (
    <button
      type="button"
      disabled={state !== 'idle'}
      onClick={() => void add()}
      className="mt-2 block w-full rounded-full bg-brand px-3 py-1.5 text-left text-xs font-semibold text-white disabled:bg-neutral-300 disabled:text-neutral-800"
    >
      {label}
    </button>
  );
}
