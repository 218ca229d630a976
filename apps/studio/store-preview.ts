/** The store page that shows a document type (CONT-50), where its preview opens. */
const PAGE_OF_TYPE: Record<string, string> = {
  helpCenter: '/help-center',
  faq: '/help-center',
  agents: '/help-center',
  series: '/series',
};

export const storePathOf = (type: string) => PAGE_OF_TYPE[type] ?? '/';

/** The store's preview link (app/api/draft-mode/enable): the secret the Studio stored, and the page to open. */
export function previewLink(storeUrl: string, secret: string, path: string): string {
  const url = new URL('/api/draft-mode/enable', storeUrl);
  url.searchParams.set('sanity-preview-secret', secret);
  url.searchParams.set('sanity-preview-pathname', path);
  return url.href;
}
