import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  productsInHand,
  startLoggedIn,
  watchPageErrors,
} from './shop-session';

/**
 * From the cart to the checkout's door (issue 7): addresses from a known apartment and from the
 * map, the refusals of the map, and the delivery slots with the morning slot's note and a quick
 * slot, ending at /checkout/{addressId} with the selection saved.
 */

async function addKnownApartmentAddress(page: Page, apartment: string) {
  await page.getByRole('link', { name: 'Add a new Address' }).click();
  await expect(page.getByRole('heading', { name: 'Add your address details' })).toBeVisible();
  await page.getByLabel('apartment/ office').selectOption({ label: apartment });
  await page.getByLabel('Door / Flat / House number').fill('A-1203');
  await page.getByLabel('Tower / Building (optional)').fill('Tower A');
}

test('a customer adds addresses from an apartment and from the map, then chooses slots', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 7, 1));
  const [cheap] = await productsInHand(request, 1, 150);
  await startLoggedIn(page, login, [{ product: cheap!, quantity: 1 }]);

  await page.goto('/#/shipping');
  await expect(page.getByRole('heading', { name: 'Select a delivery address' })).toBeVisible();
  await expect(page.getByText('No address found. Please add address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await saveScreen(page, testInfo, 'shipping-empty');

  // A known apartment: the form needs a door number of two or more characters.
  await addKnownApartmentAddress(page, 'Sobha Dewflower');
  await page.getByLabel('Door / Flat / House number').fill('A');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Please enter a valid door number')).toBeVisible();
  await expectAccessible(page, testInfo, 'create-address');
  await saveScreen(page, testInfo, 'create-address-apartment');
  await page.getByLabel('Door / Flat / House number').fill('A-1203');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('New address added').last()).toBeVisible();
  await expect(page).toHaveURL(/#\/shipping$/);
  // The only serviceable address is chosen already.
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expectAccessible(page, testInfo, 'shipping');
  await saveScreen(page, testInfo, 'shipping-one-address');

  // On the map: a suggestion, then the pin dragged a little, then the complete address.
  await page.getByRole('link', { name: 'Add a new Address' }).click();
  await page.getByRole('button', { name: 'Location Not Found ?' }).click();
  await page
    .getByRole('combobox', { name: 'Search for a apartment, street or road name' })
    .fill('agara lake');
  await page.getByRole('option', { name: /Agara Lake/ }).click();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(page.getByText('Adjust the pin for accuracy')).toBeVisible();
  await expect(page.getByText(/Agara/).last()).toBeVisible();
  const pin = await page.locator('.leaflet-marker-icon').boundingBox();
  await page.mouse.move(pin!.x + pin!.width / 2, pin!.y + pin!.height - 4);
  await page.mouse.down();
  await page.mouse.move(pin!.x + pin!.width / 2 + 30, pin!.y + pin!.height + 10, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Confirm location and Continue' })).toBeEnabled();
  await saveScreen(page, testInfo, 'create-address-map');
  await page.getByRole('button', { name: 'Confirm location and Continue' }).click();
  const form = page.getByRole('dialog', { name: 'Enter complete address' });
  await expect(form).toBeVisible();
  await form.getByLabel('Door / Flat / House number').fill('#14, 2nd floor');
  await form.getByLabel('Save as (Home, Work…)').fill('Parents');
  await saveScreen(page, testInfo, 'create-address-map-form');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('New address added').last()).toBeVisible();
  await expect(page).toHaveURL(/#\/shipping$/);
  await expect(page.getByRole('radio')).toHaveCount(2);

  // Edit and Delete each open a dialog; Delete asks before anything goes.
  await page
    .getByRole('button', { name: /^Edit .* address$/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await expect(edit.getByLabel('Door / Flat / House number')).not.toHaveValue('');
  await saveScreen(page, testInfo, 'shipping-edit-address');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('button', { name: /^Delete .* address$/ })
    .first()
    .click();
  const ask = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(ask).toBeVisible();
  await saveScreen(page, testInfo, 'shipping-delete-address');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('radio')).toHaveCount(2);

  // Two addresses: the default is chosen for the customer; the apartment is picked instead.
  await page.getByText('Sobha Dewflower, Tower A').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/delSlots\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Select a delivery option' })).toBeVisible();
  const earliest = page.getByRole('article', { name: 'Earliest' });
  await expect(earliest.getByText('One Delivery')).toBeVisible();
  const slotBox = earliest.getByLabel('Delivery 1 slot');
  // Sobha Dewflower is inside the quick-delivery area: quick slots are offered under 'Now'.
  await expect(slotBox.locator('optgroup[label="Now"] option').first()).toBeAttached();
  const quick = await slotBox.locator('optgroup[label="Now"] option').first().getAttribute('value');
  await slotBox.selectOption(quick!);
  await expect(earliest.getByText('Delivery Fees')).toBeVisible();
  await expect(earliest.getByText(/Order for ₹[\d,.]+ more to get a free delivery/)).toBeVisible();
  await earliest.getByRole('button', { name: /View 1 item/ }).click();
  const items = page.getByRole('dialog', { name: 'Delivery 1' });
  await expect(items.getByText(cheap!.name)).toBeVisible();
  await expect(items.getByText(/x 1$/)).toBeVisible();
  await saveScreen(page, testInfo, 'delivery-slots-items');
  await items.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page, testInfo, 'delivery-slots');
  await saveScreen(page, testInfo, 'delivery-slots');

  // The silent morning slot: prepaid only, so its note asks for a confirmation.
  const morning = await slotBox
    .locator('option', { hasText: '6 AM to 8 AM' })
    .first()
    .getAttribute('value');
  await slotBox.selectOption(morning!);
  await expect(earliest.getByText('*Pay on delivery unavailable for this slot')).toBeVisible();
  await earliest.getByRole('button', { name: 'Select' }).click();
  const note = page.getByRole('dialog', { name: 'Note - Morning Delivery Slot' });
  await expect(note.getByText('Prepaid orders only')).toBeVisible();
  await expect(
    note.getByText('Silent Delivery. No bell. No OTP. Order will be left outside the door'),
  ).toBeVisible();
  await expect(note.getByText(/between 6 AM to 8 AM/)).toBeVisible();
  await saveScreen(page, testInfo, 'delivery-slots-morning-note');
  await note.getByRole('button', { name: 'Cancel' }).click();
  await expect(note).toBeHidden();
  await earliest.getByRole('button', { name: 'Select' }).click();
  await page
    .getByRole('dialog', { name: 'Note - Morning Delivery Slot' })
    .getByRole('button', { name: 'Confirm Selection' })
    .click();
  await expect(page).toHaveURL(/#\/checkout\/\d+$/);

  const saved = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('mp.selectedSlots'))) ?? 'null',
  ) as {
    slots: {
      slot: { id: number; isPodAllowed: boolean };
      products: { id: number; quantityPossible: number }[];
    }[];
    isPodNotAllowed: boolean;
    delFee: number;
  };
  expect(saved.isPodNotAllowed).toBe(true);
  expect(saved.slots).toHaveLength(1);
  expect(saved.slots[0]?.slot.id).toBe(Number(morning));
  expect(saved.slots[0]?.products).toEqual([
    expect.objectContaining({ id: cheap!.id, quantityPossible: 1 }),
  ]);
  // The selection survives a reload.
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('mp.selectedSlots'))).toContain(
    String(morning),
  );
  expect(errors).toEqual([]);
});

test('the map refuses places outside the delivery area and explains a denied location', async ({
  page,
  request,
  context,
}, testInfo) => {
  await context.clearPermissions();
  const login = await logInByApi(request, mobileFor(testInfo, 7, 2));
  await startLoggedIn(page, login, []);
  await page.goto('/#/shipping/create-address');
  await page.getByRole('button', { name: 'Location Not Found ?' }).click();
  await page
    .getByRole('combobox', { name: 'Search for a apartment, street or road name' })
    .fill('marathahalli');
  await page.getByRole('option', { name: /^Marathahalli/ }).click();
  await expect(page.getByText(/Marathahalli/).last()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm location and Continue' }).click();
  const refusal = page.getByRole('dialog', {
    name: 'Sorry, we currently do not deliver to this location',
  });
  await expect(
    refusal.getByText('We will notify you as soon as we start deliveries to this location.'),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'create-address-not-serviceable');
  await refusal.getByRole('button', { name: 'Select another location' }).click();
  await expect(refusal).toBeHidden();

  await page.getByRole('button', { name: 'Locate Me' }).click();
  const denied = page.getByRole('dialog', { name: 'Unable to fetch Current Location' });
  await expect(
    denied.getByText('Please enable location sharing for us to provide better delivery experience'),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'create-address-no-location');
  await denied.getByRole('button', { name: 'Got it' }).click();
  await expect(denied).toBeHidden();
});

test('an empty cart cannot choose slots: a danger toast and back home', async ({
  page,
  request,
}, testInfo) => {
  const login = await logInByApi(request, mobileFor(testInfo, 7, 3));
  await startLoggedIn(page, login, []);
  await page.goto('/#/delSlots/1');
  await expect(page.getByText('No Items in Cart')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
});
