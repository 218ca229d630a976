import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

interface ContentLinkProps {
  /** A path from the content service ('/collections/dj') or an absolute URL. */
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** Store paths stay in the visitor's language; other sites open in a new tab. */
export function ContentLink({ href, className, children, ...rest }: ContentLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href.startsWith('/') ? href : `/${href}`} className={className} aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}
