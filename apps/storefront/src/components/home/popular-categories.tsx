import { StaticImage } from '@/components/ui/static-image';
import { Link } from '@/i18n/navigation';
import type { CategoryTile } from '@/lib/shopify/home-catalogue';
import { HOME_SECTION_CLASS } from './section-class';
import { SectionHeading } from './section-heading';

/** Popular categories (CONT-40): collection tiles with their image. */
export function PopularCategories({ categories, title }: { categories: CategoryTile[]; title: string }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="popular-categories" className={HOME_SECTION_CLASS}>
      <SectionHeading id="popular-categories" title={title} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={`/collections/${category.handle}`}
              className="group flex flex-col items-center gap-2 rounded-xl p-2 text-center hover:bg-neutral-50"
            >
              <span className="relative block aspect-square w-full overflow-hidden rounded-full bg-neutral-100">
                {category.image ? (
                  <StaticImage
                    src={category.image.url}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 150px, (min-width: 640px) 25vw, 50vw"
                    className="object-cover"
                  />
                ) : null}
              </span>
              <span className="text-sm font-semibold text-neutral-900 group-hover:text-brand">{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
