import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { saveScreen } from './screens';
import { watchPageErrors } from './shop-session';

/**
 * The first screen's largest picture on a slow phone (decision 067): public/first-requests.js puts
 * it in the page as soon as the screen's first answer names it, before the shop's scripts have
 * run, where the screen will draw it; the screen's own picture then takes its place without
 * anything moving. At a desk the layer is not made: the app draws the picture as before.
 */

/** The four main screens of the demo catalogue; each one's largest picture on a phone. */
const screens = [
  { name: 'home', path: '/#/' },
  { name: 'product', path: '/#/product/1' },
  { name: 'category', path: '/#/category/1/Fruits%20%26%20Vegetables/0/All' },
  { name: 'search', path: '/#/search?keyword=ragi' },
];

/** A tab whose shop scripts wait until `release` is called: a phone still downloading them. */
async function tabWithHeldScripts(context: BrowserContext) {
  const tab = await context.newPage();
  // Every layout shift the page reports, from its very start.
  await tab.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { tab, release };
}

const boxOf = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!;

test('the first screen’s largest picture shows before the shop’s scripts run, and the screen’s own takes its place where it stands', async ({
  context,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  for (const screen of screens) {
    const { tab, release } = await tabWithHeldScripts(context);
    const errors = watchPageErrors(tab);
    await tab.goto(screen.path, { waitUntil: 'commit' });
    const layer = tab.locator('.first-picture');
    let early: { x: number; y: number; width: number; height: number } | undefined;
    let src = '';
    if (phone) {
      // The picture is painted while the app has not run: the first paint's bar is still there.
      // (Home's banner sits over a blurred copy of itself; a grid's is its first card's.)
      const picture = layer.locator('img:not(.backdrop)').first();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(tab.locator('#root .first-paint')).toBeVisible();
      src = (await picture.getAttribute('src'))!;
      early = (await picture.boundingBox())!;
      await saveScreen(tab, testInfo, `first-picture-${screen.name}-before-the-app`);
    } else {
      await expect(tab.locator('#root .first-paint')).toBeVisible();
      await expect(layer).toHaveCount(0);
    }

    release();
    // The screen's own picture (home: the banner itself, not its blurred backdrop).
    const own = tab.locator('main img[fetchpriority="high"]:not([aria-hidden="true"])').first();
    await expect(own).toBeVisible();
    await expect(layer).toHaveCount(0);
    if (phone) {
      expect(await own.getAttribute('src')).toBe(src);
      const box = await boxOf(tab, 'main img[fetchpriority="high"]:not([aria-hidden="true"])');
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(box[side], `${screen.name}: the picture's ${side}`).toBeCloseTo(early![side], 0);
    }
    expect(await tab.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
    await saveScreen(tab, testInfo, `first-picture-${screen.name}`);
    expect(errors).toEqual([]);
    await tab.close();
  }
});

test('the page’s own first requests run under the shop’s Content-Security-Policy, with no violation', async ({
  context,
}) => {
  for (const screen of screens) {
    const { tab, release } = await tabWithHeldScripts(context);
    // Every violation the page reports, from its very start (an inline script the policy does
    // not allow never runs and reports one).
    await tab.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
      );
    });
    // The screen's first answer is asked for while the shop's scripts are held: by the page's
    // inline script, which the policy allows by its hash.
    const answer = tab.waitForRequest((request) => request.url().includes('/api/products/'));
    const page = await tab.goto(screen.path, { waitUntil: 'commit' });
    expect(page?.headers()['content-security-policy'], screen.name).toMatch(
      /script-src[^;]*'sha256-/,
    );
    await answer;
    release();
    // The screen drawn by the shop's scripts, so theirs would be reported too. The whole app
    // arrives only now: a loaded machine has taken more than the default 10 s.
    await expect(tab.locator('main img[fetchpriority="high"]').first()).toBeVisible({
      timeout: 30_000,
    });
    expect(
      await tab.evaluate(() => (window as unknown as { violations: string[] }).violations),
      screen.name,
    ).toEqual([]);
    await tab.close();
  }
});
