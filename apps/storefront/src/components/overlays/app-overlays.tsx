import { CartProvider } from '@/components/cart/cart-provider';
import { NetworkStatusToasts } from '@/components/toast/network-status-toasts';
import { ToastContainer } from '@/components/toast/toast-container';
import { getEnv } from '@/lib/config/env';
import { EscapeClosesOverlays } from './escape-closes-overlays';
import { HydrationMarker } from './hydration-marker';
import { LazyOverlays } from './lazy-overlays';

/** Every overlay of the app shell, mounted beside the page (CONT-20); drawers and modals on first open. */
export function AppOverlays() {
  const env = getEnv();
  return (
    <>
      <CartProvider />
      <LazyOverlays rentalUrl={env.RENTAL_SITE_URL} proUrl={env.PRO_SITE_URL} />
      <ToastContainer />
      <NetworkStatusToasts />
      <EscapeClosesOverlays />
      <HydrationMarker />
    </>
  );
}
