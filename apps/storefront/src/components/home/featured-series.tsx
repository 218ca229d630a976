import { StaticImage } from '@/components/ui/static-image';
import { ContentLink } from '@/components/content/content-link';
import type { Series } from '@/lib/content/series';
import { HOME_SECTION_CLASS } from './section-class';
import { SectionHeading } from './section-heading';

/** Featured series (product lines marked isFeatured in the content service), in their colour. */
export function FeaturedSeries({ series, title, viewAllLabel }: { series: Series[]; title: string; viewAllLabel: string }) {
  if (series.length === 0) return null;
  return (
    <section aria-labelledby="featured-series" className={HOME_SECTION_CLASS}>
      <SectionHeading id="featured-series" title={title} viewAll={{ href: '/series', label: viewAllLabel }} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {series.map((entry) => (
          <li key={entry.id}>
            <ContentLink href={entry.href} className="group relative flex aspect-[16/9] overflow-hidden rounded-xl bg-neutral-900">
              {entry.imageUrl ? (
                <StaticImage
                  src={entry.imageUrl}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="object-cover opacity-70 transition-opacity group-hover:opacity-90"
                />
              ) : null}
              <span className="absolute inset-x-0 bottom-0 h-1.5" style={{ backgroundColor: entry.color }} aria-hidden="true" />
              <span className="relative mt-auto flex w-full items-end justify-between gap-3 bg-gradient-to-t from-black/80 to-transparent p-4 text-white">
                <span>
                  <span className="block text-lg font-bold">{entry.title}</span>
                  {/* CONT-40: the series is named once; a heading that repeats its title adds nothing. */}
                  {entry.heading && !entry.heading.toLocaleLowerCase().includes(entry.title.toLocaleLowerCase()) ? (
                    <span className="block text-sm">{entry.heading}</span>
                  ) : null}
                </span>
                {entry.logoImageUrl ? (
                  <StaticImage src={entry.logoImageUrl} alt="" width={96} height={48} className="h-12 w-24 object-contain" />
                ) : null}
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
