'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useResizeMeasure } from '@/components/ui/use-resize-measure';
import { ChevronIcon } from './product-icons';

/** Collapsed heights, mobile / desktop (PDP-21, CONST-09). */
const HEIGHTS = {
  description: 'max-h-[350px] md:max-h-[400px]',
  warranty: 'max-h-[150px] md:max-h-[300px]',
  default: 'max-h-[400px]',
} as const;

interface ExpandableSectionProps {
  title: string;
  kind?: keyof typeof HEIGHTS;
  children: ReactNode;
}

/**
 * A section that shows its first few hundred pixels with 'Show more' / 'Show less' (PDP-21).
 * The button appears only when the content is taller than the collapsed height.
 */
export function ExpandableSection({ title, kind = 'default', children }: ExpandableSectionProps) {
  const t = useTranslations('productPage.sections');
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const bodyId = useId();

  useResizeMeasure(body, (element) => setOverflows(element.scrollHeight > element.clientHeight + 1));

  const collapsed = !expanded;
  return (
    <section aria-labelledby={headingId} className="border-t border-neutral-200 py-6">
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <div className="relative">
        <div id={bodyId} ref={body} className={collapsed ? `${HEIGHTS[kind]} overflow-hidden` : undefined}>
          {children}
        </div>
        {collapsed && overflows ? (
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white" />
        ) : null}
      </div>
      {overflows || expanded ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="mt-3 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
        >
          {expanded ? t('showLess') : t('showMore')}
          <ChevronIcon direction={expanded ? 'up' : 'down'} size={16} />
        </button>
      ) : null}
    </section>
  );
}
