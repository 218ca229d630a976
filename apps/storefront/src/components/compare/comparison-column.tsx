import { useTranslations } from 'next-intl';
import type { ProductComparison } from '@/domain/compare/comparison-result';

const SECTIONS = ['overview', 'releaseDate', 'keyFeatures', 'whatsInTheBox', 'strengths', 'bestFor'] as const;

function Placeholder() {
  return (
    <div aria-hidden="true" className="space-y-1.5">
      <div className="h-3 w-full animate-pulse rounded bg-neutral-200" />
      <div className="h-3 w-4/5 animate-pulse rounded bg-neutral-200" />
    </div>
  );
}

/** One product's six sections; a section not streamed yet shows a placeholder while loading. */
export function ComparisonColumn({ product, loading }: { product: ProductComparison | undefined; loading: boolean }) {
  const t = useTranslations('comparison');
  return (
    <dl className="space-y-4 text-sm">
      {SECTIONS.map((section) => {
        const value = product?.[section];
        const filled = Array.isArray(value) ? value.length > 0 : Boolean(value);
        return (
          <div key={section}>
            <dt className="mb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t(section)}</dt>
            <dd>
              {!filled ? (
                loading ? (
                  <Placeholder />
                ) : (
                  <span className="text-neutral-600">—</span>
                )
              ) : Array.isArray(value) ? (
                <ul className="list-disc space-y-0.5 pl-4">
                  {value.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p>{value}</p>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
