import { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/domain/catalog/breadcrumb';
import { Link } from '@/i18n/navigation';

/** Breadcrumb trail; the last crumb is the current page. */
export async function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('listing');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-neutral-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href} className="hover:text-brand hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} className="font-medium text-neutral-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
