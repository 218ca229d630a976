import { StaticImage } from '@/components/ui/static-image';
import { Marquee } from '@/components/ui/marquee';
import type { PaymentMethod } from '@/lib/content/payment-methods';

/** Payment-method logos from the content service, scrolling at speed 25 (CONT-30, CONST-10). */
export function PaymentMarquee({
  methods,
  label,
  pauseLabel,
  playLabel,
}: {
  methods: PaymentMethod[];
  label: string;
  pauseLabel: string;
  playLabel: string;
}) {
  if (methods.length === 0) return null;
  return (
    <section aria-label={label} className="border-t border-neutral-800">
      <Marquee speed={25} pauseLabel={pauseLabel} playLabel={playLabel} className="h-16 bg-neutral-950">
        <ul className="flex items-center">
          {methods.map((method) => (
            <li key={method.id} className="px-4">
              <StaticImage
                src={method.imageUrl}
                alt={method.title}
                width={64}
                height={40}
                className="h-10 w-16 rounded bg-white object-contain"
              />
            </li>
          ))}
        </ul>
      </Marquee>
    </section>
  );
}
