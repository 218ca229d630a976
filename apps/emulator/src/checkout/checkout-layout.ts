import type { PageLanguage } from './checkout-text.js';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** CA$ amounts as the store's locales write them (en-CA "$1,299.00", fr-CA "1 299,00 $"). */
export function formatMoney(cents: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** A label before a value: "Quantity:" in English, "Quantité :" in French (a space before the colon). */
export const withColon = (label: string, language: PageLanguage): string => `${label}${language === 'fr' ? ' :' : ':'}`;

/** The storefront's home in the page's language (French pages live under /fr). */
export const storeHome = (storefrontUrl: string, language: PageLanguage): string => `${storefrontUrl.replace(/\/$/, '')}${language === 'fr' ? '/fr' : ''}`;

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #18181b; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #fafafa; line-height: 1.5; }
  header { background: #fff; border-bottom: 1px solid #e4e4e7; }
  header .bar { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem; display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
  header a.brand { font-size: 1.25rem; font-weight: 700; color: #ca0100; text-decoration: none; }
  main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; display: grid; gap: 2rem; }
  @media (min-width: 60rem) { main.checkout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } }
  h1 { font-size: 1.75rem; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 0 0 0.75rem; }
  fieldset { border: 1px solid #e4e4e7; border-radius: 10px; background: #fff; padding: 1rem 1.25rem 1.25rem; margin: 0 0 1.25rem; }
  legend { font-weight: 700; padding: 0 0.25rem; }
  .row { display: grid; gap: 0 1rem; }
  @media (min-width: 40rem) { .row.two { grid-template-columns: 1fr 1fr; } .row.three { grid-template-columns: 1fr 1fr 1fr; } }
  .field { margin-bottom: 0.75rem; }
  label { display: block; font-weight: 600; font-size: 0.9375rem; margin-bottom: 0.25rem; }
  input[type=text], input[type=email], input[type=tel], select { width: 100%; padding: 0.7rem 0.75rem; font: inherit; border: 1px solid #a1a1aa; border-radius: 8px; background: #fff; }
  [aria-invalid=true] { border-color: #b91c1c; border-width: 2px; }
  .field-error { color: #b91c1c; font-size: 0.875rem; margin: 0.25rem 0 0; }
  .option { display: flex; gap: 0.75rem; align-items: center; justify-content: space-between; border: 1px solid #d4d4d8; border-radius: 8px; padding: 0.75rem; margin-bottom: 0.5rem; }
  .option label { display: flex; gap: 0.5rem; align-items: center; margin: 0; font-weight: 500; }
  .hint { color: #52525b; font-size: 0.875rem; margin: 0 0 0.75rem; }
  .error-summary { border: 2px solid #b91c1c; border-radius: 10px; background: #fef2f2; padding: 1rem 1.25rem; margin-bottom: 1.25rem; }
  .error-summary h2 { color: #b91c1c; }
  .error-summary a { color: #b91c1c; }
  button.pay { width: 100%; padding: 1rem; font: inherit; font-weight: 700; font-size: 1.0625rem; color: #fff; background: #ca0100; border: none; border-radius: 8px; cursor: pointer; }
  button.pay:hover { background: #a30000; }
  a:focus-visible, input:focus-visible, select:focus-visible, button:focus-visible { outline: 3px solid #ca0100; outline-offset: 2px; }
  aside { background: #fff; border: 1px solid #e4e4e7; border-radius: 10px; padding: 1.25rem; align-self: start; }
  .lines { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 0.75rem; }
  .line { display: grid; grid-template-columns: 4rem 1fr auto; gap: 0.75rem; align-items: center; }
  .line img { width: 4rem; height: 4rem; object-fit: cover; border-radius: 8px; border: 1px solid #e4e4e7; background: #f4f4f5; }
  .line .meta { font-size: 0.875rem; color: #52525b; margin: 0; }
  .line .title { margin: 0; font-weight: 600; }
  .discount { color: #15803d; font-size: 0.875rem; margin: 0; }
  .was { text-decoration: line-through; color: #71717a; font-size: 0.875rem; display: block; text-align: right; }
  dl.totals { display: grid; grid-template-columns: 1fr auto; gap: 0.35rem 1rem; margin: 0; border-top: 1px solid #e4e4e7; padding-top: 0.75rem; }
  dl.totals dt { color: #3f3f46; } dl.totals dd { margin: 0; text-align: right; }
  dl.totals .grand { font-weight: 700; font-size: 1.125rem; }
  .panel { background: #fff; border: 1px solid #e4e4e7; border-radius: 10px; padding: 1.5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
  .actions a { display: inline-block; padding: 0.75rem 1.25rem; border-radius: 8px; border: 1px solid #ca0100; color: #ca0100; text-decoration: none; font-weight: 600; }
  .actions a.primary { background: #ca0100; color: #fff; }
`;

/** A complete, accessible page of the hosted checkout in the store's look, headed by the seeded shop's name. */
export function renderPage(options: {
  language: PageLanguage;
  title: string;
  storeName: string;
  storefrontUrl: string;
  body: string;
  wide?: boolean;
  switchLanguageUrl?: string;
}): string {
  const { language, title, storeName, storefrontUrl, body, wide, switchLanguageUrl } = options;
  const other = language === 'fr' ? { lang: 'en', label: 'English' } : { lang: 'fr', label: 'Français' };
  const switcher = switchLanguageUrl ? `<a href="${escapeHtml(switchLanguageUrl)}" lang="${other.lang}" hreflang="${other.lang}">${other.label}</a>` : '';
  return `<!doctype html>
<html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(storeName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="${escapeHtml(storeHome(storefrontUrl, language))}">${escapeHtml(storeName)}</a>${switcher}</div></header>
<main${wide ? ' class="checkout"' : ''}>
${body}
</main>
</body>
</html>`;
}
