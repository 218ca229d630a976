import { useTranslations } from 'next-intl';
import type { CardProduct } from '@/domain/catalog/card-product';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { getCardPricing, productHref } from '@/domain/pricing/sale-state';
import { productCondition } from '@/domain/product/condition';
import { Link } from '@/i18n/navigation';
import type { ImageLoading } from '@/components/ui/static-image';
import { AvailabilityBadges } from './availability-badges';
import { B2BPriceLine } from './b2b-price-line';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { PromotionBadge } from './promotion-badge';

interface ProductCardProps {
  product: CardProduct;
  /** Above-the-fold cards load their image eagerly (and the first ones preload it). */
  imageLoading?: ImageLoading;
  sizes?: string;
  compact?: boolean;
  onNavigate?: () => void;
}

/** A product in a grid, a suggestion list or a carousel (CAT-10). */
export function ProductCard({
  product,
  imageLoading = 'lazy',
  sizes = '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  compact = false,
  onNavigate,
}: ProductCardProps) {
  const t = useTranslations('product');
  const pricing = getCardPricing(product.variants);
  const condition = productCondition(product.tags);
  const href = productHref(product.handle, pricing?.variant.selectedOptions);
  return (
    <article className={`group relative flex h-full flex-col gap-2 ${compact ? 'flex-row items-center' : ''}`}>
      <div className={`relative ${compact ? 'w-16 shrink-0' : ''}`}>
        <ProductImage
          image={product.image}
          alt={product.title}
          sizes={compact ? '64px' : sizes}
          loading={imageLoading}
          placeholderLabel={t('noImage')}
        />
        <div className="absolute left-1.5 top-1.5 flex flex-col items-start gap-1">
          {pricing ? <PromotionBadge price={pricing.price} compareAtPrice={pricing.compareAtPrice} /> : null}
          {condition ? (
            <span className="rounded bg-neutral-900 px-2 py-0.5 text-xs font-semibold uppercase text-white">{t(condition)}</span>
          ) : null}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {pricing ? <ProductPrice price={pricing.price} compareAtPrice={pricing.compareAtPrice} partial={pricing.from} /> : null}
        {pricing ? <B2BPriceLine tags={product.tags} price={pricing.price} compareAtPrice={pricing.compareAtPrice} /> : null}
        <h3 className={`font-medium text-neutral-900 ${compact ? 'line-clamp-2 text-sm' : 'line-clamp-3 text-sm'}`}>
          {/* The whole card is clickable through the title's stretched link. */}
          <Link href={href} onClick={onNavigate} className="after:absolute after:inset-0 group-hover:text-brand">
            {product.title}
          </Link>
        </h3>
        <AvailabilityBadges tags={product.tags} callForPrice={pricing ? isCallForPrice(pricing.price) : false} soldOut={pricing?.soldOut} />
      </div>
    </article>
  );
}
