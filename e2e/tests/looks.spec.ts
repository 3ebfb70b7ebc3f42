import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreen } from './screens';
import { watchPageErrors } from './shop-session';

/**
 * What a shopper notices on a phone and at a desk (issue 10, section 7): thumb-sized controls,
 * toasts that leave the logo and the cart's count in sight, the cart link named by what it shows,
 * the header's search answering while typing, and no router warnings on load.
 */

/** Product 1 of the demo catalogue: exactly 3 in stock. */
const OIL = 'Cold Pressed Groundnut Oil';

async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.width, 'width').toBeGreaterThanOrEqual(44);
  expect(box!.height, 'height').toBeGreaterThanOrEqual(44);
}

function watchConsoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

test('phone: 44 px controls, toasts below the cart link, the cart link named by what it shows', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchPageErrors(page);
  const warnings = watchConsoleWarnings(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();

  const offers = page.getByRole('region', { name: 'Offers' });
  await expectThumbSized(offers.getByRole('button', { name: /^(Pause|Play) banners$/ }));
  await expectThumbSized(offers.getByRole('button', { name: /^Show banner 1/ }));

  // All Products builds its cards as the shopper scrolls down to it.
  // Product 1 is the first card there; another pack of the oil may sit in a strip above it.
  const allProducts = page.getByRole('region', { name: 'All Products' });
  await allProducts.getByRole('heading', { name: 'All Products' }).scrollIntoViewIfNeeded();
  const add = allProducts.getByRole('button', { name: `Add ${OIL} to cart` }).first();
  await add.scrollIntoViewIfNeeded();
  await expectThumbSized(add);
  await add.click();
  const more = allProducts.getByRole('button', { name: `One more ${OIL}` }).first();
  await expectThumbSized(more);
  await expectThumbSized(
    allProducts.getByRole('button', { name: `Remove ${OIL} from cart` }).first(),
  );

  // WCAG 2.5.3 (an experimental axe rule, so named here): '1 Cart' is said as it is shown.
  const names = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(names.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

  // Back to the top, where the bar holds the logo and the cart's count, then past the stock.
  await page.evaluate(() => window.scrollTo(0, 0));
  await more.click();
  await more.click();
  await more.click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Sorry! No more stock' });
  await expect(toast).toBeVisible();
  // The phone's toast sits over the bar's search row: the logo and the cart's count stay in sight.
  const cart = await page
    .getByRole('banner')
    .first()
    .getByRole('link', { name: /Cart/ })
    .boundingBox();
  // Measured where it settles, not while it slides in.
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(cart!.y + cart!.height);
  await saveScreen(page, testInfo, 'looks-toast');

  expect(errors).toEqual([]);
  expect(warnings.filter((text) => /HydrateFallback|preload/i.test(text))).toEqual([]);
});

test('desktop: the header search shows results after a pause, without Enter', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/about-us');
  await page.getByRole('searchbox', { name: 'Search products' }).pressSequentially('ghee');
  await expect(page).toHaveURL(/#\/search\?keyword=ghee$/);
  await expect(page.getByRole('heading', { name: 'Search results for "ghee"' })).toBeVisible();
  // The search screen's box goes on from the typed word.
  await expect(page.getByRole('textbox', { name: 'Search products' })).toHaveValue('ghee');
  await saveScreen(page, testInfo, 'looks-bar-search');
  await page.goBack();
  await expect(page).toHaveURL(/#\/about-us$/);
});

test('phone: banned ingredients wrap at whole words, a collection picture shows its whole label', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/prohibited-items');
  await expect(page.getByRole('row', { name: /Monosodium glutamate/i }).first()).toBeVisible();
  const wrapping = await page
    .getByRole('row', { name: /Monosodium glutamate/i })
    .first()
    .evaluate((row) => Array.from(row.children).map((cell) => getComputedStyle(cell).overflowWrap));
  expect(wrapping).not.toContain('anywhere');
  // Every detail in sight without scrolling the table sideways.
  const table = page.getByRole('table', { name: /Ingredients Not Allowed/ });
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const functions = await page
    .getByRole('row', { name: /Monosodium glutamate/i })
    .first()
    .getByRole('cell')
    .last()
    .boundingBox();
  expect(functions!.x + functions!.width).toBeLessThanOrEqual(390);
  // Nothing pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreen(page, testInfo, 'looks-prohibited-items');

  await page.goto('/');
  const tile = page
    .getByRole('region', { name: /^Explore (Collections|Curations)$/ })
    .getByRole('link')
    .first();
  await tile.click();
  const picture = page.locator('main header img').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  await saveScreen(page, testInfo, 'looks-collection');
});

test('phone: the lab report opens at the size its print was set in', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchPageErrors(page);
  const listing = (await (await request.get('/api/products/?pageNum=1')).json()) as {
    products: { id: number }[];
  };
  let withReport: number | undefined;
  for (const { id } of listing.products) {
    const detail = (await (await request.get(`/api/products/${id}/`)).json()) as {
      testReportImage: string | null;
    };
    if (detail.testReportImage) {
      withReport = id;
      break;
    }
  }
  expect(withReport, 'a product with a lab report on page 1').toBeDefined();
  await page.goto(`/#/product/${withReport}`);
  const report = page.getByRole('region', { name: 'Lab report', exact: true });
  await report.getByRole('button', { name: 'View lab report' }).click();
  const frame = report.getByRole('region', { name: 'Lab report, full size' });
  const picture = frame.getByRole('img');
  await expect(picture).toBeVisible();
  // The picture keeps its own 600 px (12-14 px print); the frame pans, the page does not.
  expect((await picture.boundingBox())!.width).toBe(600);
  expect((await frame.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await frame.scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'looks-lab-report');
  expect(errors).toEqual([]);
});

test('before any script arrives, the page already shows the bar and the shop name', async ({
  page,
}, testInfo) => {
  // Scripts that never arrive: what a slow phone shows while they download.
  await page.route('**/assets/*.js', () => undefined);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText('Makers Pantry', { exact: true })).toBeVisible();
  const bar = await page.locator('.first-paint').boundingBox();
  // The height the real bars take: two rows on a phone, one at a desk.
  expect(bar!.height).toBe(testInfo.project.name === 'phone' ? 108 : 64);
  await saveScreen(page, testInfo, 'looks-first-paint');
});
