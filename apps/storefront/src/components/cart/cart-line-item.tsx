'use client';

import { useTranslations } from 'next-intl';
import { AvailabilityBadges } from '@/components/catalog/availability-badges';
import { B2BPriceLine } from '@/components/catalog/b2b-price-line';
import { ProductImage } from '@/components/catalog/product-image';
import { ProductPrice } from '@/components/catalog/product-price';
import { PromotionBadge } from '@/components/catalog/promotion-badge';
import { QuantitySelector } from '@/components/ui/quantity-selector';
import { Spinner } from '@/components/ui/icons';
import type { CartLine } from '@/domain/cart/types';
import { discountedLineBreakdown, hasFreeUnit } from '@/domain/cart/cart-arithmetic';
import { formatPrice } from '@/domain/pricing/money';
import { productHref } from '@/domain/pricing/sale-state';
import { isDemoOrUsed, productCondition } from '@/domain/product/condition';
import { Link, useRouter } from '@/i18n/navigation';
import { useCartState } from './cart-state';
import { removeLine, updateLineQuantity } from './cart-store';
import { toArithmeticLine } from './use-visible-lines';

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </svg>
  );
}

/** One line of the cart drawer or page (CART-11). */
export function CartLineItem({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const t = useTranslations();
  const router = useRouter();
  const loading = useCartState((state) => state.loadingLines.has(line.id));
  const pending = useCartState((state) => state.pendingQuantities.get(line.id));
  const { merchandise } = line;
  const quantity = pending ?? line.quantity;
  const condition = productCondition(merchandise.product.tags);
  const href = productHref(merchandise.product.handle, merchandise.selectedOptions);
  // Demo and used units stop at the variant's total quantity (CART-08).
  const breakdown = hasFreeUnit(toArithmeticLine(line)) ? discountedLineBreakdown(line.quantity) : null;
  const max = isDemoOrUsed(merchandise.product.tags) && merchandise.totalQuantity !== null ? merchandise.totalQuantity : undefined;

  return (
    <li
      className={`flex gap-3 py-4 ${loading ? 'opacity-70' : ''}`}
      onPointerEnter={() => router.prefetch(href)}
      onTouchStart={() => router.prefetch(href)}
      aria-busy={loading || undefined}
    >
      <Link href={href} onClick={onNavigate} className="w-20 shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage image={merchandise.image} alt={merchandise.product.title} sizes="80px" placeholderLabel={t('product.noImage')} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap gap-1">
          <PromotionBadge price={merchandise.price} compareAtPrice={merchandise.compareAtPrice} />
          {condition ? (
            <span className="rounded bg-neutral-900 px-2 py-0.5 text-xs font-semibold uppercase text-white">
              {t(`product.${condition}`)}
            </span>
          ) : null}
        </div>
        <Link href={href} onClick={onNavigate} className="line-clamp-2 text-sm font-semibold hover:text-brand">
          {merchandise.product.title}
        </Link>
        {merchandise.title !== 'Default Title' ? <p className="text-xs text-neutral-700">{merchandise.title}</p> : null}
        <ProductPrice price={merchandise.price} compareAtPrice={merchandise.compareAtPrice} />
        {line.discountAllocations.map((allocation, index) => (
          <p key={`${allocation.code ?? allocation.title}-${index}`} className="text-xs font-medium text-green-800">
            {allocation.title ?? allocation.code ?? t('cart.discount')}: −{formatPrice(allocation.amount)}
          </p>
        ))}
        {breakdown ? (
          <p className="text-xs font-medium text-neutral-800">
            {t('cart.freeUnit')}
            {breakdown.paid > 0 ? <> · {t('cart.paidRest', { count: breakdown.paid, price: formatPrice(merchandise.price) })}</> : null}
          </p>
        ) : null}
        <B2BPriceLine tags={merchandise.product.tags} price={merchandise.price} compareAtPrice={merchandise.compareAtPrice} />
        <AvailabilityBadges tags={merchandise.product.tags} />
        <div className="mt-1 flex items-center gap-2">
          <QuantitySelector
            size="sm"
            value={quantity}
            max={max}
            disabled={loading}
            onChange={(next) => void updateLineQuantity(line.id, next)}
            label={t('cart.quantity', { title: merchandise.product.title })}
            decreaseLabel={t('cart.decrease', { title: merchandise.product.title })}
            increaseLabel={t('cart.increase', { title: merchandise.product.title })}
          />
          <button
            type="button"
            onClick={() => void removeLine(line.id)}
            disabled={loading}
            aria-label={t('cart.remove', { title: merchandise.product.title })}
            className="rounded-full p-2 text-neutral-700 hover:bg-neutral-100 hover:text-brand"
          >
            {loading ? <Spinner size={18} /> : <TrashIcon />}
          </button>
          <span className="ml-auto text-sm font-semibold">{formatPrice(line.cost.totalAmount)}</span>
        </div>
      </div>
    </li>
  );
}
