import { toListAnalyticsItems } from '@/components/analytics/list-items';
import { ViewItemListEvent } from '@/components/analytics/view-item-list-event';
import { ProductCard } from '@/components/catalog/product-card';
import type { ProductSummary } from '@/domain/catalog/types';
import { HOME_SECTION_CLASS } from './section-class';
import { SectionHeading } from './section-heading';

interface ProductRailProps {
  id: string;
  title: string;
  products: ProductSummary[];
  viewAll?: { href: string; label: string };
  /** 'rail' scrolls sideways (top deals); 'grid' wraps (featured products). */
  layout?: 'rail' | 'grid';
}

/** A titled list of product cards, reported to the data layer as one item list (view_item_list). */
export function ProductRail({ id, title, products, viewAll, layout = 'rail' }: ProductRailProps) {
  if (products.length === 0) return null;
  const list =
    layout === 'rail'
      ? 'flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 [&>li]:w-[45%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-[30%] lg:[&>li]:w-[18.5%]'
      : 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5';
  return (
    <section aria-labelledby={id} className={HOME_SECTION_CLASS}>
      <SectionHeading id={id} title={title} viewAll={viewAll} />
      <ul className={list}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} sizes="(min-width: 1024px) 18vw, (min-width: 640px) 30vw, 45vw" />
          </li>
        ))}
      </ul>
      <ViewItemListEvent listId={id} listName={title} items={toListAnalyticsItems(products)} />
    </section>
  );
}
