import type { ReactNode } from 'react';
import { ExternalIcon } from '@/components/ui/icons';

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalLink({
  href,
  children,
  newTabLabel,
  className = '',
}: {
  href: string;
  children: ReactNode;
  newTabLabel: string;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 ${className}`}>
      {children}
      <ExternalIcon size={14} />
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
