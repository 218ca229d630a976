import { StaticImage } from '@/components/ui/static-image';
import { ContentLink } from '@/components/content/content-link';
import type { FeaturedPromotion } from '@/lib/content/home-content';
import { HOME_SECTION_CLASS } from './section-class';
import { SectionHeading } from './section-heading';

/** Square promotion tiles (CONT-40), their localised image and title. */
export function FeaturedPromotions({ promotions, title }: { promotions: FeaturedPromotion[]; title: string }) {
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="featured-promotions" className={HOME_SECTION_CLASS}>
      <SectionHeading id="featured-promotions" title={title} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="group">
            <ContentLink href={promotion.href ?? '/'} className="block">
              <span className="relative block aspect-square overflow-hidden rounded-xl bg-neutral-100">
                <StaticImage
                  src={promotion.imageUrl}
                  alt=""
                  fill
                  sizes="(min-width: 1536px) 290px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
                  className="object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </span>
              <span className="mt-2 block text-sm font-semibold text-neutral-900 group-hover:text-brand">{promotion.title}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
