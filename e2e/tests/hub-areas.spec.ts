import { expect, test, type Page } from '@playwright/test';
import { logInAsOps } from './order-session';
import { actAs, openHub } from './hub-session';
import { saveScreen } from './screens';
import { expectAccessible, logInByApi, mobileFor, watchPageErrors } from './shop-session';

/**
 * Service areas and known locations (issue 26 section 1), at 390 and 1280 px: ops see the areas on
 * the map, add an apartment in HSR Layout by clicking the map (a point outside the area is refused
 * with a sentence), and a customer adding an address finds it at once, in the apartment list and
 * in the map's search; retiring it then says that customer's address stays.
 */

const QUICK_AREA = 'HSR Layout & Agara (quick delivery)';

/** Map tiles come from the internet, which tests do not have: refused at once, the outlines stay. */
async function withoutTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** A click in the middle of the map: the shop's centre, in HSR Layout, inside every area. */
async function clickMapCentre(page: Page) {
  const map = page.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
}

test('ops add an apartment in HSR Layout on the map; a customer adding an address finds it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  await withoutTiles(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 0, 5));
  // Each project's run adds its own apartment.
  const apartment = `Palm Meadows ${testInfo.project.name === 'phone' ? 'East' : 'West'}`;

  await actAs(page, ops);
  await openHub(page, '/hub/areas');
  await expect(page.getByRole('heading', { name: 'Service areas', level: 1 })).toBeVisible();
  const areas = page.getByRole('list', { name: 'Service areas' });
  await expect(areas.getByRole('listitem')).toHaveCount(3);
  const quick = areas.getByRole('listitem').filter({ hasText: QUICK_AREA });
  await expect(quick).toContainText(/Quick delivery · \d+ known locations/);
  // Three outlines and the known locations as dots, drawn with no tiles at all.
  await expect(page.locator('.leaflet-container path.leaflet-interactive')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sobha Dewflower' })).toBeVisible();
  await expectAccessible(page, testInfo, 'hub areas');
  await saveScreen(page, testInfo, 'hub-areas');

  // The quick-delivery area's locations, then a search: both held in the URL.
  await quick.getByRole('link', { name: 'Show its locations' }).click();
  await expect(page).toHaveURL(/#\/hub\/areas\?area=\d+$/);
  await page.getByRole('searchbox', { name: 'Find a known location' }).fill('sobha');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(/area=\d+&q=sobha$/);
  await expect(page.getByRole('link', { name: 'Sobha Dewflower' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shriram Lakeview Residency' })).toHaveCount(0);
  await saveScreen(page, testInfo, 'hub-areas-filtered');

  // A new apartment in the quick-delivery area, placed by a click on the map.
  await page.getByRole('link', { name: 'New location' }).click();
  await expect(page.getByRole('heading', { name: 'New known location', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Service area')).toHaveValue(/\d+/);
  await page.getByLabel('Name', { exact: true }).fill(apartment);
  await page.getByLabel('Building details (optional)').fill('Blocks 1 to 4');
  await page.getByLabel('Road').fill('24th Main Road');
  await page.getByLabel('Locality').fill('HSR Layout Sector 2');
  await page.getByLabel('Pincode').fill('560102');
  // First a point well south of the area: the screen says so, and the server refuses it.
  await page.getByLabel('Latitude').fill('12.8600');
  await page.getByLabel('Longitude').fill('77.6446');
  await expect(page.getByText(`The point lies outside ${QUICK_AREA}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `That point lies outside ${QUICK_AREA}. Please place the pin inside the area's outline.`,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, testInfo, 'hub-area-location-outside');
  await clickMapCentre(page);
  await expect(page.getByText(`The point lies inside ${QUICK_AREA}.`)).toBeVisible();
  await expect(page.getByLabel('Latitude')).not.toHaveValue('12.8600');
  await expectAccessible(page, testInfo, 'hub new location');
  await saveScreen(page, testInfo, 'hub-area-location-new');
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('heading', { name: apartment, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/hub\/areas\/locations\/\d+$/);
  await expect(page.getByText('Offered', { exact: true })).toBeVisible();
  await expect(page.getByText('Created').first()).toBeVisible();
  await expectAccessible(page, testInfo, 'hub location');
  await saveScreen(page, testInfo, 'hub-area-location');

  // A customer adding an address finds it at once: in the apartment list and in the map's search.
  await actAs(page, customer);
  await page.goto('/#/shipping/create-address');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add your address details' })).toBeVisible();
  await page.getByRole('button', { name: 'Location Not Found ?' }).click();
  await page
    .getByRole('combobox', { name: 'Search for a apartment, street or road name' })
    .fill('palm meadows');
  await expect(page.getByRole('option', { name: new RegExp(apartment) })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-areas-customer-search');
  await page.reload();
  await page.getByLabel('apartment/ office').selectOption({ label: apartment });
  await page.getByLabel('Door / Flat / House number').fill('B-402');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('New address added').last()).toBeVisible();
  await expect(page.getByText(new RegExp(`${apartment}`)).first()).toBeVisible();

  // The hub counts the address made from it.
  await actAs(page, ops);
  await openHub(page, '/hub/areas?q=palm%20meadows');
  const row = page.getByRole('row').filter({ hasText: apartment });
  await expect(row).toContainText('24th Main Road, HSR Layout Sector 2, 560102');
  await expect(row).toContainText('1');

  // Retiring it asks first and says the customer's address stays.
  await row.getByRole('link', { name: apartment }).click();
  await page.getByRole('button', { name: 'Retire' }).click();
  const ask = page.getByRole('dialog', { name: `Retire ${apartment}?` });
  await expect(ask).toContainText('The one address already made from it stays as it is.');
  await expectAccessible(page, testInfo, 'hub retire location');
  await saveScreen(page, testInfo, 'hub-area-location-retire');
  await ask.getByRole('button', { name: 'Retire location' }).click();
  await expect(page.getByRole('button', { name: 'Offer again' })).toBeVisible();
  // The state badge beside the title (the history below names the change 'Retired' too).
  await expect(page.getByText('Retired', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a customer opening the Areas page gets the no-access page', async ({
  page,
  request,
}, testInfo) => {
  const customer = await logInByApi(request, mobileFor(testInfo, 0, 6));
  await actAs(page, customer);
  await openHub(page, '/hub/areas');
  await expect(page.getByText(/You do not have access/)).toBeVisible();
});
