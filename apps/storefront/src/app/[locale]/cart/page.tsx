import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPageView } from '@/components/cart/cart-page-view';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import type { Locale } from '@/i18n/routing';
import { loadCart } from '@/lib/cart/cart-service';
import { getPriorityDeliveryOffer } from '@/lib/cart/priority-delivery-offer';
import { getStoreSettings } from '@/lib/shopify/store-settings';
import { logger } from '@/lib/observability/logger';

// Per shopper, from the cart cookie: never prerendered (the error handling below must not hide that).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

/** The cart page (CART-12), rendered on the server from the shopper's cart cookie. */
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  // An outage shows the page saying the cart could not be loaded (with Try again), never an error
  // page and never an empty cart; the browser's cart store then loads it when the provider answers.
  const [read, settings, priorityOffer] = await Promise.all([
    loadCart(locale as Locale, { forgetGone: false }).then(
      (cart) => ({ cart, failed: false }),
      (error: unknown) => {
        logger().error({ err: error }, 'Cart fetch failed (kept the cart)');
        return { cart: null, failed: true };
      },
    ),
    getStoreSettings().catch(() => null),
    getPriorityDeliveryOffer(locale as Locale),
  ]);
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6 lg:px-6">
      <Breadcrumb
        crumbs={[
          { label: t('pages.home'), href: '/' },
          { label: t('cart.pageTitle'), href: null },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('cart.pageTitle')}</h1>
      <CartPageView
        initialCart={read.cart}
        priorityVariantId={settings?.priorityDeliveryVariantId ?? null}
        priorityOffer={priorityOffer}
        initialLoadFailed={read.failed}
      />
    </div>
  );
}
