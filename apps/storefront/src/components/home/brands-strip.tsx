import { StaticImage } from '@/components/ui/static-image';
import { Link } from '@/i18n/navigation';
import type { BrandTile } from '@/lib/shopify/featured-brands';
import { HOME_SECTION_CLASS } from './section-class';
import { SectionHeading } from './section-heading';

/** The featured brands, each linking to its brand collection. */
export function BrandsStrip({ brands, title, viewAllLabel }: { brands: BrandTile[]; title: string; viewAllLabel: string }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="brands-strip" className={HOME_SECTION_CLASS}>
      <SectionHeading id="brands-strip" title={title} viewAll={{ href: '/brands', label: viewAllLabel }} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {brands.map((brand) => (
          <li key={brand.handle}>
            <Link
              href={`/collections/${brand.handle}`}
              className="flex h-20 items-center justify-center rounded-xl border border-neutral-200 bg-white p-3 hover:border-brand"
            >
              {brand.image ? (
                <StaticImage
                  src={brand.image.url}
                  alt={brand.title}
                  width={150}
                  height={60}
                  className="h-12 w-auto max-w-full object-contain"
                />
              ) : (
                <span className="text-sm font-bold text-neutral-900">{brand.title}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
