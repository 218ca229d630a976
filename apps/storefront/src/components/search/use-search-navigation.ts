'use client';

import { useRouter } from '@/i18n/navigation';
import type { ProductSummary } from '@/domain/catalog/types';
import { getCardPricing, productHref } from '@/domain/pricing/sale-state';
import { searchResultsPath } from '@/domain/search/search-query';

/** Where choosing a suggestion or submitting a query goes (CAT-41, CAT-43). */
export function useSearchNavigation(done: () => void) {
  const router = useRouter();
  return {
    openProduct(product: ProductSummary) {
      router.push(productHref(product.handle, getCardPricing(product.variants)?.variant.selectedOptions));
      done();
    },
    openResults(query: string): boolean {
      const path = searchResultsPath(query);
      if (!path) return false;
      router.push(path);
      done();
      return true;
    },
  };
}
