import { serializeJsonLd } from '@/domain/product/structured-data';

/** Structured data for search engines (SEO-06), escaped so provider text cannot end the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
