import { getTranslations } from 'next-intl/server';
import { ExpandableSection } from './expandable-section';

/**
 * Description and warranty (PDP-21): provider HTML in expandable sections with the collapsed
 * heights of CONST-09. In French the warranty carries a notice that its translation is coming.
 */
export async function ProductSections({
  descriptionHtml,
  warrantyHtml,
  locale,
}: {
  descriptionHtml: string;
  warrantyHtml: string | null;
  locale: string;
}) {
  const t = await getTranslations('productDetails');
  return (
    <>
      {descriptionHtml.trim() ? (
        <ExpandableSection title={t('description')} kind="description">
          <div className="rich-text max-w-3xl text-neutral-800" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        </ExpandableSection>
      ) : null}
      {warrantyHtml ? (
        <ExpandableSection title={t('warranty')} kind="warranty">
          {locale === 'fr' ? (
            <p role="note" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('warrantyTranslationNotice')}
            </p>
          ) : null}
          <div className="rich-text max-w-3xl text-neutral-800" dangerouslySetInnerHTML={{ __html: warrantyHtml }} />
        </ExpandableSection>
      ) : null}
    </>
  );
}
