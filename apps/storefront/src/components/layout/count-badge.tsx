import { formatBadgeCount } from '@/domain/badge-count';

export function CountBadge({ count }: { count: number }) {
  const shown = formatBadgeCount(count);
  if (!shown) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold leading-none text-white"
    >
      {shown}
    </span>
  );
}
