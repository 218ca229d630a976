import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/domain/pricing/money';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import type { LinkedProduct } from '@/domain/product/product-detail';
import { Link } from '@/i18n/navigation';

function LinkedProductCard({
  product,
  badge,
  labels,
}: {
  product: LinkedProduct;
  badge?: string;
  labels: { callForPrice: string; from: string };
}) {
  return (
    <article className="group relative flex h-full gap-3 rounded-xl border border-neutral-200 p-3 hover:border-neutral-900">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-neutral-50">
        {product.image ? <StaticImage src={product.image.url} alt="" fill sizes="80px" className="object-contain" /> : null}
      </div>
      <div className="min-w-0 space-y-1">
        {badge ? <p className="text-xs font-bold uppercase text-brand">{badge}</p> : null}
        <h3 className="line-clamp-2 text-sm font-medium">
          <Link href={`/products/${encodeURIComponent(product.handle)}`} className="after:absolute after:inset-0 group-hover:text-brand">
            {product.title}
          </Link>
        </h3>
        {product.price !== null ? (
          <p className="text-sm font-semibold">
            {isCallForPrice(product.price) ? (
              labels.callForPrice
            ) : (
              <>
                {product.priceVaries ? <span className="font-normal text-neutral-700">{labels.from} </span> : null}
                {formatPrice(product.price)}
              </>
            )}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Links to the demo unit, the used unit and up to 5 related products (PDP-18). */
export async function ProductAlternatives({
  demo,
  used,
  related,
}: {
  demo: LinkedProduct | null;
  used: LinkedProduct | null;
  related: LinkedProduct[];
}) {
  const t = await getTranslations('productDetails');
  const labels = { callForPrice: t('callForPrice'), from: (await getTranslations('product'))('from') };
  const units = [...(demo ? [{ product: demo, badge: t('demoUnit') }] : []), ...(used ? [{ product: used, badge: t('usedUnit') }] : [])];
  return (
    <>
      {units.length > 0 ? (
        <section aria-labelledby="alternatives-units" className="space-y-3">
          <h2 id="alternatives-units" className="text-lg font-bold">
            {t('redZoneUnits')}
          </h2>
          <ul className="grid gap-3">
            {units.map(({ product, badge }) => (
              <li key={product.handle}>
                <LinkedProductCard product={product} badge={badge} labels={labels} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="alternatives-related" className="space-y-3 border-t border-neutral-200 py-6">
          <h2 id="alternatives-related" className="text-xl font-bold">
            {t('related')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {related.slice(0, 5).map((product) => (
              <li key={product.handle}>
                <LinkedProductCard product={product} labels={labels} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
