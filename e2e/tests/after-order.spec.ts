import { expect, test } from '@playwright/test';
import { auth, deliverOrder, logInAsOps, placePodOrder } from './order-session';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  startLoggedIn,
  watchPageErrors,
} from './shop-session';

/**
 * What a customer does once an order has arrived (issue 9): a review that shows on the product
 * page, a ticket about a damaged item, and a maker's interest in selling with us.
 */

test('after ops deliver the order, the customer reviews the product and the review shows on its page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 9, 5));
  const placed = await placePodOrder(request, login, 1, undefined, 'today');
  await startLoggedIn(page, login, []);

  // Before delivery there is nothing to review.
  await page.goto(`/#/product/${placed.product.id}`);
  await expect(page.getByRole('heading', { name: placed.product.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write Review' })).toHaveCount(0);

  await deliverOrder(request, await logInAsOps(request, testInfo), placed.orderId);
  await page.reload();
  await page.getByRole('link', { name: 'Write Review' }).click();
  await expect(page).toHaveURL(/#\/create-review\/\d+\//);
  await expect(page.getByText(/unparliamentary language/)).toBeVisible();
  // Both runs may buy the same product: each review says which run wrote it.
  const title = `Fresh and honest ${testInfo.project.name}`;
  const body = `Tasted like home (${testInfo.project.name}). Will order again.`;
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please enter a valid title')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Review (optional)').fill(body);
  await expectAccessible(page, testInfo, 'create-review');
  await saveScreen(page, testInfo, 'create-review');
  await page.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/product/${placed.product.id}$`));
  const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
  await expect(reviews.getByRole('heading', { name: title })).toBeVisible();
  await expect(reviews.getByText(body)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write Review' })).toHaveCount(0);
  await reviews.scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'product-with-review');
  expect(errors).toEqual([]);
});

test('a damaged item: the customer reports it with a photo, asks for a replacement and gets a ticket number', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 9, 7));
  const placed = await placePodOrder(request, login, 1, undefined, 'today');
  const ops = await logInAsOps(request, testInfo);
  await deliverOrder(request, ops, placed.orderId);
  // A phone photo of the damage: here, the product's own picture.
  const picture = await request.get(placed.product.cartImage);
  expect(picture.ok()).toBe(true);

  await startLoggedIn(page, login, []);
  await page.goto('/#/myorders');
  const card = page.getByRole('listitem').filter({ hasText: `ID #${placed.paymentId}` });
  await card.getByRole('link', { name: 'Report Issue' }).click();
  await expect(page).toHaveURL(new RegExp(`#/help/${placed.orderId}$`));
  await expect(
    page.getByRole('heading', { name: `Report an issue with order #${placed.paymentId}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose what went wrong')).toBeVisible();
  await page.getByRole('radio', { name: 'Damaged or leaking packaging' }).check();
  await page.getByRole('radio', { name: 'Send a replacement' }).check();
  await page.getByLabel('Details').fill('The pack was torn open when it arrived.');
  await page.getByLabel('Add photos').setInputFiles({
    name: 'IMG_2041.webp',
    mimeType: 'image/webp',
    buffer: await picture.body(),
  });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectAccessible(page, testInfo, 'help-form');
  await saveScreen(page, testInfo, 'help-form');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
  await expect(page.getByText('Send a replacement')).toBeVisible();
  await saveScreen(page, testInfo, 'help-check');
  await page.getByRole('button', { name: 'Confirm ticket' }).click();

  const raised = page.getByRole('heading', { name: /^Ticket #\d+ raised$/ });
  await expect(raised).toBeVisible();
  const ticketId = Number(/#(\d+)/.exec((await raised.textContent()) ?? '')![1]);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${ticketId}`),
  );
  await expectAccessible(page, testInfo, 'help-confirmed');
  await saveScreen(page, testInfo, 'help-confirmed');

  // What was stored: a confirmed ticket with the re-encoded photo, which ops can open.
  const stored = await request.get(`/api/support/tickets/${ticketId}/`, { headers: auth(login) });
  expect(await stored.json()).toMatchObject({
    type: 'PRODUCT_PACKAGING',
    orderId: placed.orderId,
    resolutionType: 'REPLACEMENT',
    isDraft: false,
    images: [{ url: expect.stringMatching(`^/api/support/tickets/${ticketId}/images/`) }],
  });
  const photoUrl = ((await stored.json()) as { images: { url: string }[] }).images[0]!.url;
  const photo = await request.get(photoUrl, { headers: auth(ops) });
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  expect((await request.get(photoUrl)).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('a maker sends the seller-interest form and sees the thank-you', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await page.goto('/#/onboarding');
  await expect(page).toHaveURL(/#\/login\?redirect=onboarding/);
  const login = await logInByApi(request, mobileFor(testInfo, 9, 6));
  await startLoggedIn(page, login, []);
  await page.goto('/#/onboarding');
  await expect(page.getByRole('heading', { name: 'Sell with Makers Pantry' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('BANGALORE');
  await expect(page.getByLabel('Pincode')).toHaveValue('560068');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter at least one type of cuisine')).toBeVisible();
  await page.getByLabel('Cuisine').fill('Malnad, Coorgi');
  await page.getByLabel('Your best dishes').fill('Akki rotti, bamboo shoot pickle');
  await page.getByLabel('Door no.').fill('14');
  await page.getByLabel('Building name').fill('Sri Sai Residency');
  await page.getByLabel('Street / road').fill('5th Cross Road');
  await page.getByLabel('Area').fill('HSR Layout');
  await expectAccessible(page, testInfo, 'onboarding');
  await saveScreen(page, testInfo, 'onboarding');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your interest!' })).toBeVisible();
  await expect(page.getByText('Our team will give you a call within 48 hours.')).toBeVisible();
  await saveScreen(page, testInfo, 'onboarding-thanks');
  // Coming back starts a new, empty form.
  await page.getByRole('link', { name: 'Back Home' }).click();
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await page.goto('/#/onboarding');
  await expect(page.getByLabel('Cuisine')).toHaveValue('');
  expect(errors).toEqual([]);
});
