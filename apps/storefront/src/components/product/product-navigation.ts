// A product page's path, in English or French.
const PRODUCT_PATH = /^\/(?:fr\/)?products\/[^/]+$/;

export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
  button: number;
  modified: boolean;
}

/** Whether a click is a plain same-tab visit to another product's page (the App Router takes it). */
export function isProductNavigation(link: ClickedLink, current: URL): boolean {
  if (link.button !== 0 || link.modified || link.download || (link.target !== '' && link.target !== '_self')) return false;
  const url = new URL(link.href, current);
  return url.origin === current.origin && PRODUCT_PATH.test(url.pathname) && url.pathname !== current.pathname;
}
