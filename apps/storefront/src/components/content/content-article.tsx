import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';

interface ContentArticleProps {
  title: string;
  /** HTML from the provider, shown in a rich-text element. */
  bodyHtml?: string | null;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A content or policy page: breadcrumb, title, the provider's text, then any extra sections. */
export async function ContentArticle({ title, bodyHtml, intro, children }: ContentArticleProps) {
  const t = await getTranslations('pages');
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-6">
      <Breadcrumb
        crumbs={[
          { label: t('home'), href: '/' },
          { label: title, href: null },
        ]}
      />
      <article className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 md:text-4xl">{title}</h1>
        {intro}
        {bodyHtml ? <div className="rich-text mt-4 max-w-3xl text-neutral-800" dangerouslySetInnerHTML={{ __html: bodyHtml }} /> : null}
      </article>
      {children}
    </div>
  );
}
