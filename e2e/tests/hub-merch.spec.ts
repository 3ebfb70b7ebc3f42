import { expect, test, type Page } from '@playwright/test';
import { actAs, openHub } from './hub-session';
import { auth, logInAsOps } from './order-session';
import { saveScreen } from './screens';
import { expectAccessible, watchPageErrors } from './shop-session';

/**
 * Issue 26 section 4: ops put a new banner on the home page from the hub (one wide picture cut to
 * the three sizes, shown from now) and the shop's home page shows it within the public cache's
 * window; ops start a 'made without' group and edit it (products, end date, tile). Each project
 * makes its own, so the phone and desktop runs never meet.
 */

/** A wide banner picture as a designer would export it. */
async function widePicture(page: Page, words: string) {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1800;
    canvas.height = 480;
    const draw = canvas.getContext('2d')!;
    const sky = draw.createLinearGradient(0, 0, 1800, 0);
    sky.addColorStop(0, '#1f5c3a');
    sky.addColorStop(1, '#d9a441');
    draw.fillStyle = sky;
    draw.fillRect(0, 0, 1800, 480);
    draw.fillStyle = '#fff8e8';
    draw.font = 'bold 110px sans-serif';
    draw.textAlign = 'center';
    draw.fillText(text, 900, 280);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, words);
  return {
    name: 'winter-banner.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

/** A datetime-local box's value for an instant, in Indian time, to the minute. */
const istBox = (at: Date) =>
  new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 16);

test('ops schedule a banner from now and the home page shows it; a collection is made and edited', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const project = testInfo.project.name;
  const bannerName = `Winter millets week (${project})`;

  await actAs(page, ops);
  await openHub(page, '/hub/merch');
  await expect(page.getByRole('heading', { name: 'Merchandising', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Banners' }).getByRole('link').first(),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'hub-merch-banners');
  await expectAccessible(page, testInfo, 'hub banners');

  // A new banner, first in the carousel, shown from this minute.
  await page.getByRole('link', { name: 'New banner' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(bannerName);
  // The link is picked from the shop's real pages, never typed (the old hint's path was no page).
  await page.getByRole('searchbox', { name: 'Find a page of the shop' }).fill('new');
  await page.getByRole('button', { name: 'Link to New products: New products' }).click();
  await expect(page.getByText('Opens New products: New products (/newproducts)')).toBeVisible();
  await page.getByLabel('Shows from').fill(istBox(new Date()));
  await saveScreen(page, testInfo, 'hub-merch-new-banner');
  await expectAccessible(page, testInfo, 'hub new banner');
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByRole('heading', { name: bannerName, level: 1 })).toBeVisible();
  await expect(page.getByText('Needs pictures', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^On/ })).toBeDisabled();

  // One wide picture makes the three sizes.
  await page
    .getByLabel('Choose one picture for all sizes')
    .setInputFiles(await widePicture(page, 'Winter millets week'));
  for (const size of ['large', 'medium', 'small'])
    await expect(page.getByRole('img', { name: `${bannerName}, ${size} size` })).toHaveAttribute(
      'src',
      /^\/media\/.+\.webp$/,
    );
  await page.getByRole('checkbox', { name: /^On/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Showing now', { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-merch-banner');
  await expectAccessible(page, testInfo, 'hub banner');

  // The shop's home page shows it within the public cache's window.
  const shown = page.getByRole('region', { name: 'Offers' }).getByRole('img', { name: bannerName });
  await expect(async () => {
    await page.goto('/#/');
    await page.reload();
    await expect(shown).toBeAttached({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(shown).toHaveAttribute('src', /^\/media\/.+\.webp$/);
  await saveScreen(page, testInfo, 'hub-merch-home-with-banner');

  // A 'made without' group: made off, then its products, end date and tile.
  const { products } = (await (
    await request.get('/api/hub/products/?state=approved', { headers: auth(ops) })
  ).json()) as { products: { id: number; name: string }[] };
  const product = products[project === 'phone' ? 0 : 1]!;
  const groupName = `Made without refined sugar (${project})`;
  await openHub(page, '/hub/merch/collections');
  await expect(
    page.getByRole('table', { name: 'Collections' }).getByRole('link').first(),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'hub-merch-collections');
  await expectAccessible(page, testInfo, 'hub collections');

  await page.getByRole('combobox', { name: 'Type' }).selectOption('madeWithout');
  await expect(page).toHaveURL(/#\/hub\/merch\/collections\?type=madeWithout$/);
  await page.getByRole('link', { name: 'New collection' }).click();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('madeWithout');
  await page.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Add a product' }).fill(product.name);
  await page.getByRole('button', { name: `Add ${product.name}` }).click();
  await expect(page.getByRole('list', { name: 'Products (1)' })).toContainText(product.name);
  const weekAhead = istBox(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
  await page.getByLabel('Shows until').fill(weekAhead);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/until \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await page
    .getByLabel('Choose the tile picture')
    .setInputFiles(await widePicture(page, 'No refined sugar'));
  await expect(page.getByRole('img', { name: `${groupName}, tile` })).toHaveAttribute(
    'src',
    /^\/media\/.+\.webp$/,
  );
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-merch-collection');
  await expectAccessible(page, testInfo, 'hub collection');

  await page.getByRole('link', { name: '← Collections' }).click();
  const row = page.getByRole('row').filter({ hasText: groupName });
  await expect(row).toContainText('Made without');
  await expect(row).toContainText('Off');
  expect(errors).toEqual([]);
});
