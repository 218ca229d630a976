import { formatBadgeCount } from '@/domain/badge-count';

export function CountBadge({ count }: { count: number }) {
  const shown = formatBadgeCount(count);
  if (!shown) return null;
  return (
    // The count is drawn by CSS: the button's accessible name already says it, in words.
    <span
      aria-hidden="true"
      data-count={shown}
      className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold leading-none text-white after:content-[attr(data-count)]"
    />
  );
}
