import { getTranslations } from 'next-intl/server';
import { ArtDirectedImage } from '@/components/content/art-directed-image';
import { ContentLink } from '@/components/content/content-link';
import type { BannerAlignment, HeroBanner } from '@/lib/content/home-content';
import { HeroCarouselControls } from './hero-carousel-controls';

const ALIGN: Record<BannerAlignment, string> = {
  left: 'items-start text-left',
  center: 'items-center text-center',
  right: 'items-end text-right',
};

const SCRIM: Record<BannerAlignment, string> = {
  left: 'bg-gradient-to-r from-black/60 via-black/25 to-transparent',
  center: 'bg-black/35',
  right: 'bg-gradient-to-l from-black/60 via-black/25 to-transparent',
};

const TRACK_ID = 'hero-track';

/** The hero banners (CONT-40): a swipeable strip, the first one is the page's LCP image. */
export async function HeroBanners({ banners }: { banners: HeroBanner[] }) {
  if (banners.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <section aria-roledescription={t('carousel')} aria-label={t('heroLabel')} className="relative">
      <ul id={TRACK_ID} className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            aria-roledescription={t('slide')}
            aria-label={t('slideOf', { index: index + 1, count: banners.length })}
            className="relative aspect-[4/5] w-full shrink-0 snap-start sm:aspect-[16/9] md:aspect-[12/5]"
          >
            <ArtDirectedImage desktopUrl={banner.desktopImageUrl} mobileUrl={banner.mobileImageUrl} alt="" priority={index === 0} />
            <div className={`absolute inset-0 ${SCRIM[banner.alignment]}`} aria-hidden="true" />
            <div
              className={`absolute inset-0 mx-auto flex max-w-screen-2xl flex-col justify-end gap-3 px-6 pb-16 md:justify-center md:px-12 md:pb-0 ${ALIGN[banner.alignment]}`}
              style={{ color: banner.textColor }}
            >
              {/* The first banner's heading is the page's headline for everyone, not just screen readers. */}
              <p className="max-w-xl text-3xl font-extrabold leading-tight drop-shadow md:text-5xl">{banner.heading}</p>
              {banner.text ? <p className="max-w-md text-base drop-shadow md:text-lg">{banner.text}</p> : null}
              {banner.href && banner.buttonText ? (
                <ContentLink
                  href={banner.href}
                  className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-6 text-sm font-semibold text-white shadow hover:bg-brand-dark"
                >
                  {banner.buttonText}
                </ContentLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <HeroCarouselControls
          trackId={TRACK_ID}
          count={banners.length}
          labels={{
            previous: t('previousSlide'),
            next: t('nextSlide'),
            goTo: banners.map((_, index) => t('goToSlide', { index: index + 1 })),
          }}
        />
      ) : null}
    </section>
  );
}
