'use client';

import dynamic from 'next/dynamic';
import { MountOnFirstOpen } from './mount-on-first-open';

// One chunk per overlay, fetched the first time that overlay opens: closed overlays cost no script.
const CartDrawer = dynamic(() => import('@/components/cart/cart-drawer').then((module) => module.CartDrawer), { ssr: false });
const BuyXGetYModal = dynamic(() => import('@/components/cart/buy-x-get-y-modal').then((module) => module.BuyXGetYModal), {
  ssr: false,
});
const FavoritesDrawer = dynamic(() => import('@/components/favorites/favorites-drawer').then((module) => module.FavoritesDrawer), {
  ssr: false,
});
const ComparisonModal = dynamic(() => import('@/components/compare/comparison-modal').then((module) => module.ComparisonModal), {
  ssr: false,
});
const MobileMenu = dynamic(() => import('@/components/navigation/mobile-menu').then((module) => module.MobileMenu), { ssr: false });
const MobileSearchModal = dynamic(() => import('@/components/search/mobile-search-modal').then((module) => module.MobileSearchModal), {
  ssr: false,
});

/** The drawers and modals of the app shell, each mounted (and its code loaded) on its first open. */
export function LazyOverlays({ rentalUrl, proUrl }: { rentalUrl: string; proUrl: string }) {
  return (
    <>
      <MountOnFirstOpen name="cart">
        <CartDrawer />
      </MountOnFirstOpen>
      <MountOnFirstOpen name="buy-x-get-y">
        <BuyXGetYModal />
      </MountOnFirstOpen>
      <MountOnFirstOpen name="favorites">
        <FavoritesDrawer />
      </MountOnFirstOpen>
      <MountOnFirstOpen name="comparison">
        <ComparisonModal />
      </MountOnFirstOpen>
      <MountOnFirstOpen name="mobile-menu">
        <MobileMenu rentalUrl={rentalUrl} proUrl={proUrl} />
      </MountOnFirstOpen>
      <MountOnFirstOpen name="search">
        <MobileSearchModal />
      </MountOnFirstOpen>
    </>
  );
}
