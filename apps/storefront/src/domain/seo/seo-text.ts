const SEO_DESCRIPTION_MAX = 160;
const SEO_TITLE_MAX = 60;

/** Descriptions past 160 characters become 157 + '...' (SEO-02). */
export function seoDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > SEO_DESCRIPTION_MAX ? `${clean.slice(0, SEO_DESCRIPTION_MAX - 3)}...` : clean;
}

/**
 * Titles past 60 characters become '{first segment} | {short brand}' when the first segment
 * (before ' | ' or ' - ') is under 50 characters, else 57 characters + '...'.
 */
export function seoTitle(title: string, shortBrand: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= SEO_TITLE_MAX) return clean;
  const firstSegment = clean.split(/ \| | - /)[0]?.trim() ?? clean;
  if (firstSegment.length < 50) return `${firstSegment} | ${shortBrand}`;
  return `${clean.slice(0, SEO_TITLE_MAX - 3)}...`;
}
