import { ArtDirectedImage } from '@/components/content/art-directed-image';
import { ContentLink } from '@/components/content/content-link';
import type { PromotionBanner } from '@/lib/content/home-content';
import { HOME_SECTION_CLASS } from './section-class';
import { SectionHeading } from './section-heading';

export interface NamedPromotionBanner extends PromotionBanner {
  /** Where the banner leads, said in words: the banner's text is drawn in its image. */
  label: string;
}

/** The five promotion banners (CONT-40): one wide banner, then four halves. */
export function PromotionBanners({ title, banners }: { title: string; banners: NamedPromotionBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="promotion-banners" className={HOME_SECTION_CLASS}>
      <SectionHeading id="promotion-banners" title={title} />
      <ul className="grid gap-3 md:grid-cols-2">
        {banners.map((banner, index) => (
          <li key={`${banner.href}-${index}`} className={index === 0 ? 'md:col-span-2' : ''}>
            <ContentLink
              href={banner.href ?? '/'}
              className="group relative block aspect-[4/5] overflow-hidden rounded-xl bg-neutral-100 md:aspect-[12/5]"
            >
              <ArtDirectedImage
                desktopUrl={banner.desktopImageUrl}
                mobileUrl={banner.mobileImageUrl}
                alt={banner.label}
                sizes={index === 0 ? '(min-width: 1536px) 1488px, 100vw' : '(min-width: 1536px) 740px, (min-width: 768px) 50vw, 100vw'}
                className="transition-transform duration-300 group-hover:scale-[1.02]"
              />
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
