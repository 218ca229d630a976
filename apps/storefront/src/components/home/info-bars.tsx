import { StaticImage } from '@/components/ui/static-image';
import type { InfoBar } from '@/lib/content/home-content';

/** Store promises under the hero (CONT-40): icon, heading, one line. */
export function InfoBars({ bars, label }: { bars: InfoBar[]; label: string }) {
  if (bars.length === 0) return null;
  return (
    <section aria-label={label} className="border-b border-neutral-200 bg-neutral-50">
      <ul className="mx-auto grid max-w-screen-2xl grid-cols-1 gap-4 px-4 py-5 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        {bars.map((bar) => (
          <li key={bar.id} className="flex items-center gap-3">
            {bar.iconUrl ? <StaticImage src={bar.iconUrl} alt="" width={40} height={40} className="size-10 shrink-0" /> : null}
            <div>
              <p className="text-sm font-semibold text-neutral-900">{bar.heading}</p>
              {bar.text ? <p className="text-sm text-neutral-600">{bar.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
