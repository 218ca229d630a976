import { BuyXGetYModal } from '@/components/cart/buy-x-get-y-modal';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { CartProvider } from '@/components/cart/cart-provider';
import { ComparisonModal } from '@/components/compare/comparison-modal';
import { FavoritesDrawer } from '@/components/favorites/favorites-drawer';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import { MobileSearchModal } from '@/components/search/mobile-search';
import { NetworkStatusToasts } from '@/components/toast/network-status-toasts';
import { ToastContainer } from '@/components/toast/toast-container';
import type { Menu } from '@/domain/navigation/menu';
import { getEnv } from '@/lib/config/env';
import type { BrandTile } from '@/lib/shopify/featured-brands';
import { EscapeClosesOverlays } from './escape-closes-overlays';
import { HydrationMarker } from './hydration-marker';

/** Every overlay of the app shell, mounted once beside the page (spec §2 "App shell"). */
export function AppOverlays({ menu, brands }: { menu: Menu | null; brands: BrandTile[] }) {
  const env = getEnv();
  return (
    <>
      <CartProvider />
      <CartDrawer />
      <BuyXGetYModal />
      <FavoritesDrawer />
      <ComparisonModal />
      <MobileMenu menu={menu} brands={brands} rentalUrl={env.RENTAL_SITE_URL} proUrl={env.PRO_SITE_URL} />
      <MobileSearchModal />
      <ToastContainer />
      <NetworkStatusToasts />
      <EscapeClosesOverlays />
      <HydrationMarker />
    </>
  );
}
