export type PageLanguage = 'en' | 'fr';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** French when the request asks for it (ui_locales=fr or locale=fr[-CA]), as Shopify's account pages do. */
export function pageLanguage(...hints: unknown[]): PageLanguage {
  return hints.some((hint) => typeof hint === 'string' && /(^|\s)fr\b/i.test(hint)) ? 'fr' : 'en';
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
  p { line-height: 1.5; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
  button, .button { display: block; width: 100%; box-sizing: border-box; padding: 0.75rem 1rem; border-radius: 8px; border: 1px solid #d4d4d8;
    background: #fff; font: inherit; text-align: left; cursor: pointer; color: inherit; text-decoration: none; }
  button:hover, .button:hover { border-color: #ca0100; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #ca0100; outline-offset: 2px; }
  button.primary { background: #ca0100; border-color: #ca0100; color: #fff; text-align: center; font-weight: 600; }
  .account-email { display: block; font-size: 0.875rem; color: #52525b; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.75rem; border-radius: 8px; border: 1px solid #a1a1aa; font: inherit; margin-bottom: 0.75rem; }
  .error { color: #b91c1c; font-weight: 600; }
  .secondary { margin-top: 1.5rem; font-size: 0.875rem; }
  .secondary button { display: inline; width: auto; border: none; padding: 0; color: #52525b; text-decoration: underline; }
`;

/** A complete, accessible HTML page in the store's look. */
export function renderPage(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
