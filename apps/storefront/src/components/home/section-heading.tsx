import { Link } from '@/i18n/navigation';

interface SectionHeadingProps {
  id: string;
  title: string;
  viewAll?: { href: string; label: string };
}

/** A home-page section title with an optional 'view all' link. */
export function SectionHeading({ id, title, viewAll }: SectionHeadingProps) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="min-w-0 text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">
        {title}
      </h2>
      {viewAll ? (
        <Link href={viewAll.href} className="shrink-0 text-sm font-semibold text-brand hover:underline">
          {viewAll.label}
        </Link>
      ) : null}
    </div>
  );
}
