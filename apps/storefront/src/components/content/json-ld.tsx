import { serializeJsonLd } from '@/domain/seo/structured-data';

/** One JSON-LD block; rendered on the server, so crawlers read it without running scripts. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
