import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { emulatorURL, storeURL } from '../support/emulator';
import { rawGet } from '../support/raw-http';

// Drafts previewed on the store (CONT-53): an editor's draft reaches their browser through the Studio's
// preview link, and nobody else's.
const editor = createClient({
  projectId: 'emulator',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiHost: emulatorURL,
  useProjectHostname: false,
  useCdn: false,
  token: 'e2e-editor',
});

const DRAFT = { en: 'Draft heading for the preview', fr: 'Titre brouillon pour l’aperçu' };
const PUBLISHED = { en: 'Sound for every stage', fr: 'Du son pour toutes les scènes' };

/** What the Studio's "Preview on the store" does: a one-hour secret in the dataset, then the store's link. */
async function previewLink(pathname: string): Promise<string> {
  const { secret } = await createPreviewSecret(editor, 'maple-audio-studio', 'http://localhost:3333', 'e2e-editor');
  const url = new URL('/api/draft-mode/enable', storeURL);
  url.searchParams.set('sanity-preview-secret', secret);
  url.searchParams.set('sanity-preview-pathname', pathname);
  return url.href;
}

// The hero strip (its first banner is banner-1), as content-pages.spec.ts finds it.
const heroHeading = (page: Page, text: string) =>
  page.getByRole('region', { name: /^(Featured this week|En vedette cette semaine)$/ }).getByText(text, { exact: true });

test.describe('drafts previewed on the store', () => {
  // The same draft for every project, written idempotently and left in place: projects run at once, so one's
  // clean-up would pull the draft from under the other's page; guests never see it, and each run has its own emulator.
  test.beforeAll(async () => {
    const banner = await editor.fetch<Record<string, unknown>>('*[_id == "banner-1"][0]');
    await editor.createOrReplace({ ...banner, _type: 'banner', _id: 'drafts.banner-1', heading: { _type: 'localizedString', ...DRAFT } });
  });

  test('an editor sees the draft banner through the preview link; a guest still sees the published one @every-viewport', async ({
    page,
    browser,
  }) => {
    const response = await page.goto(await previewLink('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(heroHeading(page, DRAFT.en)).toBeVisible();
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview).toContainText('unpublished changes');
    // Rendered for this browser alone: never from or into the page cache, never stored by a proxy, the store's CSP kept.
    const headers = response!.headers();
    expect(headers['x-page-cache']).toBeUndefined();
    expect(headers['cache-control']).toMatch(/no-store/);
    expect(headers['content-security-policy']).toMatch(/script-src [^;]*'nonce-/);
    expect(headers['content-security-policy']).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    await expectNoAxeViolations(page, { include: 'aside[aria-label="Preview"]' });

    // The preview follows the editor to the French page.
    await page.goto(`${storeURL}/fr`);
    await expect(heroHeading(page, DRAFT.fr)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Aperçu' })).toBeVisible();

    const guest = await browser.newContext();
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(`${storeURL}/`);
      await expect(heroHeading(guestPage, PUBLISHED.en)).toBeVisible();
      await expect(guestPage.getByText(DRAFT.en)).toHaveCount(0);
      await expect(guestPage.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    } finally {
      await guest.close();
    }

    // Exit preview: back on the same page as shoppers see it.
    await page.getByRole('button', { name: 'Quitter l’aperçu' }).click();
    await expect(page).toHaveURL(`${storeURL}/fr`);
    await expect(heroHeading(page, PUBLISHED.fr)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Aperçu' })).toHaveCount(0);
  });

  test('a link without a valid secret turns nothing on, and the page it names stays on the store @desktop', async ({ page }) => {
    const forged = await page.request.get(
      `${storeURL}/api/draft-mode/enable?sanity-preview-secret=not-a-secret&sanity-preview-pathname=/`,
      { maxRedirects: 0 },
    );
    expect(forged.status()).toBe(401);
    expect(await forged.json()).toEqual({ error: expect.stringMatching(/not valid or has expired/) });
    expect(forged.headers()['set-cookie'] ?? '').not.toMatch(/__prerender_bypass/);
    expect((await rawGet('/api/draft-mode/enable')).status).toBe(400);

    // A page named as another host is read as a path of this store (here one that does not exist), in preview.
    await page.goto(await previewLink('//evil.example/phish'));
    expect(page.url()).toBe(`${storeURL}/phish`);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();

    // Leaving the preview is a state change: refused from another site.
    const crossSite = await page.request.post(`${storeURL}/api/draft-mode/disable`, {
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
  });
});
