'use client';

import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { closeOverlay, openOverlay } from '@/components/overlays/overlay-store';
import type { ProductVariantDetail } from '@/domain/product/product-detail';
import { queryForVariant, variantFromQuery } from '@/domain/product/variant-selection';

interface VariantContextValue {
  variants: readonly ProductVariantDetail[];
  selected: ProductVariantDetail;
  selectVariant: (variant: ProductVariantDetail) => void;
}

const VariantContext = createContext<VariantContextValue | null>(null);

/** The selected variant of the product page; only valid inside VariantProvider. */
export function useSelectedVariant(): VariantContextValue {
  const value = useContext(VariantContext);
  if (!value) throw new Error('useSelectedVariant needs a VariantProvider');
  return value;
}

/**
 * Follows the URL's query (PDP-04) when it changes in the browser (history,
 * links). It lives in its own Suspense boundary and renders nothing, so the page around it never
 * waits for it.
 */
function QuerySync({ variants, onVariant }: { variants: readonly ProductVariantDetail[]; onVariant: (id: string) => void }) {
  const params = useSearchParams();
  const query = params.toString();
  const maestroChecked = useRef(false);

  useEffect(() => {
    const variant = variantFromQuery(variants, Object.fromEntries(new URLSearchParams(query)));
    if (variant) onVariant(variant.id);
  }, [query, variants, onVariant]);

  useEffect(() => {
    if (maestroChecked.current) return;
    maestroChecked.current = true;
    if (new URLSearchParams(query).get('maestro') === 'true') openOverlay('maestro');
  }, [query]);

  return null;
}

interface VariantProviderProps {
  variants: ProductVariantDetail[];
  initialVariantId: string;
  children: ReactNode;
}

/**
 * Holds the selected variant: the server renders the one the URL asks for, and choosing another
 * rewrites the query in place (history.replaceState, which Next's router follows) without a server
 * round trip. Leaving the page closes the assistant.
 */
export function VariantProvider({ variants, initialVariantId, children }: VariantProviderProps) {
  const [selectedId, setSelectedId] = useState(initialVariantId);
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0]!;

  const selectVariant = useCallback((variant: ProductVariantDetail) => {
    setSelectedId(variant.id);
    const query = queryForVariant(variant, new URLSearchParams(window.location.search)).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(null, '', url);
  }, []);

  useEffect(() => () => closeOverlay('maestro'), []);

  const value = useMemo(() => ({ variants, selected, selectVariant }), [variants, selected, selectVariant]);
  return (
    <VariantContext value={value}>
      <Suspense fallback={null}>
        <QuerySync variants={variants} onVariant={setSelectedId} />
      </Suspense>
      {children}
    </VariantContext>
  );
}
