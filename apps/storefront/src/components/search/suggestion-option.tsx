import { useTranslations } from 'next-intl';
import { AvailabilityBadges } from '@/components/catalog/availability-badges';
import { B2BPriceLine } from '@/components/catalog/b2b-price-line';
import { ProductImage } from '@/components/catalog/product-image';
import { ProductPrice } from '@/components/catalog/product-price';
import { PromotionBadge } from '@/components/catalog/promotion-badge';
import type { ProductSummary } from '@/domain/catalog/types';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { getCardPricing } from '@/domain/pricing/sale-state';
import { productCondition } from '@/domain/product/condition';

interface SuggestionOptionProps {
  id: string;
  product: ProductSummary;
  active: boolean;
  onSelect: () => void;
  onHover: () => void;
}

/** One product in the search listbox: the card's content without its own link (CAT-10, CAT-41). */
export function SuggestionOption({ id, product, active, onSelect, onHover }: SuggestionOptionProps) {
  const t = useTranslations('product');
  const pricing = getCardPricing(product.variants);
  const condition = productCondition(product.tags);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onMouseEnter={onHover}
      className={`flex cursor-pointer gap-3 rounded-lg p-2 ${active ? 'bg-neutral-100' : 'hover:bg-neutral-50'}`}
    >
      <div className="w-20 shrink-0">
        {/* The title follows as text: an alt repeating it would double the option's name (CAT-41). */}
        <ProductImage image={product.image} alt="" decorative sizes="80px" placeholderLabel={t('noImage')} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap gap-1">
          {pricing ? <PromotionBadge price={pricing.price} compareAtPrice={pricing.compareAtPrice} /> : null}
          {condition ? (
            <span className="rounded bg-neutral-900 px-2 py-0.5 text-xs font-semibold uppercase text-white">{t(condition)}</span>
          ) : null}
        </div>
        <span className="line-clamp-2 text-sm font-medium">{product.title}</span>
        {pricing ? <ProductPrice price={pricing.price} compareAtPrice={pricing.compareAtPrice} partial={pricing.from} /> : null}
        {pricing ? <B2BPriceLine tags={product.tags} price={pricing.price} compareAtPrice={pricing.compareAtPrice} /> : null}
        <AvailabilityBadges tags={product.tags} callForPrice={pricing ? isCallForPrice(pricing.price) : false} soldOut={pricing?.soldOut} />
      </div>
    </li>
  );
}

/** A placeholder row while suggestions load. */
export function SuggestionSkeleton({ label }: { label: string }) {
  return (
    <li aria-label={label} className="flex animate-pulse gap-3 p-2 motion-reduce:animate-none">
      <div className="aspect-square w-20 rounded bg-neutral-200" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <div className="h-3 w-3/4 rounded bg-neutral-200" />
        <div className="h-3 w-1/2 rounded bg-neutral-200" />
        <div className="h-3 w-1/3 rounded bg-neutral-200" />
      </div>
    </li>
  );
}
