'use client';

import { useEffect, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { isProductNavigation, type ClickedLink } from './product-navigation';
import { ProductSkeleton } from './product-skeleton';

// A navigation that never lands (offline, aborted) gives the current page back.
const GIVE_UP_AFTER_MS = 15_000;

function clickedLink(event: MouseEvent): ClickedLink | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return {
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
    button: event.button,
    modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
  };
}

/**
 * The loading skeleton shown while the product loads (PDP-03), on client navigations to a product.
 * The first load has no skeleton: the product streams in the first HTML flush (decision 0011).
 */
export function ProductNavigationSkeleton() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  // Arriving anywhere ends it (adjusting state on a prop change, as React's docs advise).
  const [shown, setShown] = useState(pathname);
  if (shown !== pathname) {
    setShown(pathname);
    setPending(false);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = clickedLink(event);
      if (!link || !isProductNavigation(link, new URL(window.location.href))) return;
      setPending(true);
      window.scrollTo({ top: 0 });
    };
    const cancel = () => setPending(false);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', cancel);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', cancel);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), GIVE_UP_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!pending) return null;
  return (
    <div className="absolute inset-x-0 top-0 z-10 min-h-full bg-white">
      <ProductSkeleton />
    </div>
  );
}
