import { expect, test } from '@playwright/test';
import { saveScreen } from './screens';
import { expectAccessible, watchPageErrors } from './shop-session';

/**
 * A visitor's whole visit in a real browser against the real server and the demo catalogue
 * (issue 3): browse, add to the stock limit, search with a typo, cart, Buy Now; every other
 * visitor screen; infinite scroll; accessibility; no uncaught page errors.
 */

/** Product 1 of the demo catalogue: exactly 3 in stock, in Oils & Ghee. */
const OIL = 'Cold Pressed Groundnut Oil';

test('browse, fill the cart up to the stock, search with a typo, Buy Now asks for login', async ({
  page,
}, testInfo) => {
  const errors = watchPageErrors(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  // All Products builds its cards as the shopper scrolls down to it.
  await page.getByRole('heading', { name: 'All Products' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: new RegExp(OIL) }).first()).toBeVisible();
  await expectAccessible(page, testInfo, 'home');
  await saveScreen(page, testInfo, 'home');

  // Category, then a subcategory (the route is replaced), then back to All.
  await page.getByRole('link', { name: 'Oils & Ghee' }).first().click();
  await expect(page.getByRole('heading', { name: 'Shop for Oils & Ghee' })).toBeVisible();
  await expect(page).toHaveURL(/#\/category\/\d+\/Oils%20%26%20Ghee\/0\/All$/);
  const subcategories = page.getByRole('navigation', { name: 'Oils & Ghee subcategories' });
  const firstSub = subcategories.getByRole('link').nth(1);
  const subName = (await firstSub.innerText()).trim();
  await firstSub.click();
  await expect(page).toHaveURL(
    new RegExp(`/${encodeURIComponent(subName).replace(/[()]/g, '\\$&')}$`),
  );
  await expectAccessible(page, testInfo, 'category');
  await saveScreen(page, testInfo, 'category');
  await subcategories.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/0\/All$/);

  // Product detail.
  await page
    .getByRole('link', { name: new RegExp(OIL) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: OIL })).toBeVisible();
  await expect(page).toHaveTitle(`${OIL} | Whole Foods`);
  await expect(page.getByText('Ingredients', { exact: true })).toBeVisible();
  await expectAccessible(page, testInfo, 'product');
  await saveScreen(page, testInfo, 'product');

  // Three in stock: the fourth is refused.
  await page
    .getByRole('button', { name: `Add ${OIL} to cart` })
    .first()
    .click();
  const more = page.getByRole('button', { name: `One more ${OIL}` }).first();
  await more.click();
  await more.click();
  await expect(page.getByLabel('Quantity 3').first()).toBeVisible();
  await more.click();
  await expect(page.getByText('Sorry! No more stock')).toBeVisible();
  await expect(page.getByLabel('Quantity 3').first()).toBeVisible();

  // Search: one misspelt word of three still finds the oil.
  await page.goto('/#/search');
  await expect(page.getByRole('heading', { name: 'Trending Searches' })).toBeVisible();
  const box = page.getByPlaceholder('Search for fruits, batters and more');
  await box.fill('cold presed oil');
  await expect(page).toHaveURL(/#\/search\?keyword=cold(%20|\+)presed(%20|\+)oil$/);
  await expect(
    page.getByRole('heading', { name: 'Search results for "cold presed oil"' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(OIL) }).first()).toBeVisible();
  await expectAccessible(page, testInfo, 'search');
  await saveScreen(page, testInfo, 'search');

  // Cart: priced by the server, Buy Now goes to login with redirect=shipping.
  await page.goto('/#/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText(OIL).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Handpicked for you' })).toBeVisible();
  await expectAccessible(page, testInfo, 'cart');
  await saveScreen(page, testInfo, 'cart');
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await expect(page).toHaveURL(/#\/login\?redirect=shipping$/);

  expect(errors).toEqual([]);
});

test('collection, seller, new products, prohibited items, a policy page and the 404 view', async ({
  page,
}, testInfo) => {
  const errors = watchPageErrors(page);

  await page.goto('/');
  const collections =
    testInfo.project.name === 'phone' ? 'Explore Collections' : 'Explore Curations';
  await expect(page.getByRole('heading', { name: collections })).toBeVisible();
  const tile = page.getByRole('region', { name: collections }).getByRole('link').first();
  const tileName = (await tile.innerText()).trim();
  await tile.click();
  await expect(page.getByRole('heading', { name: `Shop for ${tileName}` })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Back Home' })
      .or(page.getByRole('link', { name: 'Back Home' })),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'collection');

  await page.goto('/#/seller/1');
  await expect(page.getByRole('heading', { name: /Menu$/ })).toBeVisible();
  await saveScreen(page, testInfo, 'seller');

  await page.goto('/#/newproducts');
  await expect(page.getByRole('heading', { name: 'New Products', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Products Menu' })).toBeVisible();
  await saveScreen(page, testInfo, 'new-products');

  await page.goto('/#/prohibited-items');
  await expect(page.getByText('Ingredients Not Allowed:')).toBeVisible();
  for (const column of ['Name', 'Aliases', 'Functions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(page.getByRole('row', { name: /Monosodium glutamate/i }).first()).toBeVisible();
  await saveScreen(page, testInfo, 'prohibited-items');

  await page.goto('/#/shipping-policy');
  await expect(page.getByText(/within 1 hour/i).first()).toBeVisible();
  await expect(page.getByText(/5-7 business days/i).first()).toBeVisible();
  await saveScreen(page, testInfo, 'shipping-policy');

  await page.goto('/#/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Back' }).or(page.getByRole('link', { name: 'Back' })),
  ).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Home' })
      .or(page.getByRole('button', { name: 'Home' }))
      .first(),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'not-found');

  expect(errors).toEqual([]);
});

test('All Products loads page 2 while scrolling', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  const secondPage = page.waitForResponse(
    (r) => r.url().includes('/api/products/?pageNum=2') && r.ok(),
  );
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(0, 3000);
    const done = await Promise.race([
      secondPage.then(() => true),
      page.waitForTimeout(300).then(() => false),
    ]);
    if (done) break;
  }
  const response = await secondPage;
  const body = (await response.json()) as { products: { name: string }[] };
  expect(body.products.length).toBeGreaterThan(0);
  await expect(page.getByText(body.products[0]!.name).first()).toBeAttached();
  expect(errors).toEqual([]);
});
