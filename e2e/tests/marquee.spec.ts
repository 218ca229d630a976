import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from '../support/visit';

/** The marquee strip's CSS animation: its state and one lap's duration in ms. */
async function animationOf(track: Locator) {
  return track.evaluate((element) => {
    const [animation] = element.getAnimations();
    const lap = element.firstElementChild as HTMLElement;
    return {
      playState: animation?.playState,
      duration: Number(animation?.effect?.getTiming().duration),
      lapWidth: lap.scrollWidth,
    };
  });
}

/** Hover and focus also pause a marquee: move the pointer and the focus elsewhere. */
async function leaveMarquee(page: Page) {
  await page.mouse.move(10, 500);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('marquees (CONT-10, CONT-30)', () => {
  // The other tests run as shoppers who ask for less motion (playwright.config.ts); these test the motion.
  test.use({ reducedMotion: 'no-preference' });
  test('the top bar scrolls at 20 px/s once the page is idle, and its button stops and restarts it @every-viewport', async ({ page }) => {
    await visit(page, '/fr');
    const track = page.getByRole('complementary', { name: 'Annonce' }).locator('.marquee-track');
    await expect(track).toHaveAttribute('data-running', '');
    const running = await animationOf(track);
    expect(running.playState).toBe('running');
    expect(running.duration).toBeCloseTo((running.lapWidth / 20) * 1000, -1);

    await page.getByRole('button', { name: 'Mettre en pause le message défilant' }).click();
    await leaveMarquee(page);
    expect((await animationOf(track)).playState).toBe('paused');
    await page.getByRole('button', { name: 'Reprendre le message défilant' }).click();
    await leaveMarquee(page);
    expect((await animationOf(track)).playState).toBe('running');
  });

  test('payment logos in the footer scroll at 25 px/s', async ({ page }) => {
    await visit(page, '/');
    const track = page.getByRole('contentinfo').locator('.marquee-track');
    // A moving element is never "stable", so Playwright's own scrolling would wait forever.
    await track.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(track).toHaveAttribute('data-running', '');
    const running = await animationOf(track);
    expect(running.playState).toBe('running');
    expect(running.duration).toBeCloseTo((running.lapWidth / 25) * 1000, -1);
  });

  test('hovering the top bar pauses it @desktop', async ({ page }) => {
    await visit(page, '/');
    const topBar = page.getByRole('complementary', { name: 'Announcement' });
    const track = topBar.locator('.marquee-track');
    await expect(track).toHaveAttribute('data-running', '');
    await topBar.hover();
    expect((await animationOf(track)).playState).toBe('paused');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the top bar stays still', async ({ page }) => {
      await visit(page, '/');
      const track = page.getByRole('complementary', { name: 'Announcement' }).locator('.marquee-track');
      await expect(track).toHaveAttribute('data-running', '');
      expect((await animationOf(track)).playState).toBe('paused');
    });
  });
});
