import { CartDrawer } from '@/components/cart/cart-drawer';
import { FavoritesDrawer } from '@/components/favorites/favorites-drawer';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import { NetworkStatusToasts } from '@/components/toast/network-status-toasts';
import { ToastContainer } from '@/components/toast/toast-container';
import { EscapeClosesOverlays } from './escape-closes-overlays';
import { HydrationMarker } from './hydration-marker';

/** Every overlay of the app shell, mounted once beside the page (spec §2 "App shell"). */
export function AppOverlays() {
  return (
    <>
      <CartDrawer />
      <FavoritesDrawer />
      <MobileMenu />
      <ToastContainer />
      <NetworkStatusToasts />
      <EscapeClosesOverlays />
      <HydrationMarker />
    </>
  );
}
