import { Browser } from '../customers/browser.js';

/** A complete, valid checkout form for a Quebec address and the approved test card. */
export function validForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: 'guest@example.com',
    firstName: 'Gabrielle',
    lastName: 'Roy',
    address1: '1234 Rue Saint-Denis',
    address2: '',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'h2x 3k1',
    phone: '514 555 0199',
    shipping: 'standard',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12 / 34',
    cardCvc: '123',
    cardName: 'Gabrielle Roy',
    ...overrides,
  };
}

export interface PageAnswer {
  status: number;
  html: string;
  location: string | null;
}

/** GETs or POSTs a checkout page like a browser (cookies kept, redirects not followed). */
export async function visit(url: string, options: { browser?: Browser; form?: Record<string, string> } = {}): Promise<PageAnswer> {
  const browser = options.browser ?? new Browser();
  const response = await browser.request(url, options.form ? { form: options.form } : {});
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** Submits the form and follows the redirect to the thank-you page. */
export async function placeOrder(url: string, form: Record<string, string>, browser = new Browser()): Promise<PageAnswer & { thankYouUrl: string }> {
  const posted = await visit(url, { browser, form });
  if (posted.status !== 303 || !posted.location) throw new Error(`Checkout answered ${posted.status}: ${posted.html.slice(0, 2000)}`);
  const thankYouUrl = new URL(posted.location, url).toString();
  return { ...(await visit(thankYouUrl, { browser })), thankYouUrl };
}

/** The text of an HTML page without tags, for assertions on what a reader sees. */
export const visibleText = (html: string): string =>
  html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
