'use client';

import { openOverlay, closeOverlay } from '@/components/overlays/overlay-store';
import { createExternalStore, useExternalStore } from '@/lib/state/external-store';
import type { AddToCartRequest } from './cart-store';

interface FreeGift {
  id: string;
  title: string;
  availableForSale: boolean;
  price: number;
  image: { url: string; altText: string | null } | null;
  product: { id: string; title: string; handle: string };
}

interface Offer {
  collectionId: string;
  gifts: FreeGift[];
}

interface BuyXGetYState {
  request: AddToCartRequest | null;
  gifts: FreeGift[];
  selectedGiftId: string | null;
}

const CLOSED: BuyXGetYState = { request: null, gifts: [], selectedGiftId: null };
const modal = createExternalStore<BuyXGetYState>(CLOSED);
const offers = new Map<string, Promise<Offer | null>>();

/** The offer for a language, fetched once; a failure means no offer items (CART-19). */
function loadOffer(locale: string): Promise<Offer | null> {
  let pending = offers.get(locale);
  if (!pending) {
    pending = fetch(`/api/cart/free-gifts?locale=${locale}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ offer: Offer | null }>) : { offer: null }))
      .then((body) => body.offer)
      .catch(() => null);
    offers.set(locale, pending);
  }
  return pending;
}

let lastOffer: Offer | null = null;

/** True when the product belongs to the offer's collection and there is something to give. */
export async function offerApplies(collectionIds: readonly string[], locale: string): Promise<boolean> {
  lastOffer = await loadOffer(locale);
  return Boolean(lastOffer && lastOffer.gifts.length > 0 && collectionIds.includes(lastOffer.collectionId));
}

/** Opens the modal with the first available free variant preselected (CART-19). */
export function openBuyXGetY(request: AddToCartRequest): void {
  const gifts = lastOffer?.gifts ?? [];
  modal.set({ request, gifts, selectedGiftId: gifts.find((gift) => gift.availableForSale)?.id ?? gifts[0]?.id ?? null });
  openOverlay('buy-x-get-y');
}

export function selectGift(id: string): void {
  modal.set((state) => ({ ...state, selectedGiftId: id }));
}

/** Closing resets the state. */
export function closeBuyXGetY(): void {
  modal.set(CLOSED);
  closeOverlay('buy-x-get-y');
}

export function useBuyXGetY(): BuyXGetYState {
  return useExternalStore(modal, (state) => state, CLOSED);
}
