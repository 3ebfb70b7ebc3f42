import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { actAs, openHub, productPhoto } from './hub-session';
import { auth, deliverOrder, logInAsOps, placePodOrder } from './order-session';
import { saveScreen as savePage, screensWanted } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  productsInHand,
  startLoggedIn,
  watchPageErrors,
} from './shop-session';

/**
 * The end of a shop day (issue 26 sections 3 and 6), at 390 and 1280 px: a customer reports one
 * unit of a delivered item with a photo, ops resolve the ticket from the hub's queue with credit
 * and a note, the customer reads the note on Help and under the order, a second ticket about the
 * same item earns only what is left of its worth, and the next checkout spends the credit by
 * itself.
 */

/**
 * A full-page screenshot from the top: taken while scrolled (after filling a field low on the
 * page), the sticky bar would be drawn half-way down the picture.
 */
async function saveScreen(page: Page, testInfo: TestInfo, name: string) {
  if (!screensWanted) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await savePage(page, testInfo, name);
}

/** Rupees as the shop writes them: '₹1,234' or '₹99.50' (Indian digit groups). */
const formatRupees = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', {
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

/** The money a bill line shows ('₹1,234.50' or '-₹120'), as rupees. */
const rupeesOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A line of the checkout's bill, by its label ('To pay'). */
const billLine = (page: Page, label: string) =>
  page
    .getByRole('complementary', { name: 'Bill' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');

/** Walks /delSlots to the checkout on a scheduled evening slot (pay on delivery or online). */
async function checkoutOn(page: Page, addressId: number) {
  await page.goto(`/#/delSlots/${addressId}`);
  const earliest = page.getByRole('article', { name: 'Earliest' });
  const box = earliest.getByLabel('Delivery 1 slot');
  await expect(box).toBeVisible();
  const evening = await box
    .locator('option', { hasText: /5 PM to 8 PM/ })
    .first()
    .getAttribute('value');
  await box.selectOption(evening!);
  await earliest.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(new RegExp(`#/checkout/${addressId}$`));
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

/**
 * The customer reports `units` of the only item of a delivered order from My Orders, asking for a
 * discount, and confirms the ticket; answers its number.
 */
async function raiseTicket(
  page: Page,
  paymentId: number,
  productName: string,
  units: number,
  details: string,
  photo?: Awaited<ReturnType<typeof productPhoto>>,
) {
  await page.goto('/#/myorders');
  await page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`ID #${paymentId}(?!\\d)`) })
    .getByRole('link', { name: 'Report Issue' })
    .click();
  await expect(
    page.getByRole('heading', { name: `Report an issue with order #${paymentId}` }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Product quality' }).check();
  await page.getByLabel(`How many of ${productName}?`).selectOption(String(units));
  await page.getByRole('radio', { name: /^A discount on my next order/ }).check();
  await expect(page.getByText('Its price comes off your next order by itself.')).toBeVisible();
  await page.getByLabel('Details').fill(details);
  if (photo) {
    await page.getByLabel('Add photos').setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm ticket' }).click();
  const raised = page.getByRole('heading', { name: /^Ticket #\d+ raised$/ });
  await expect(raised).toBeVisible();
  return Number(/#(\d+)/.exec((await raised.textContent()) ?? '')![1]);
}

/** A fact of the hub's ticket page, by its label ('Item'). */
const fact = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** Ops write the note the customer reads and resolve the open ticket as credit. */
async function resolveWithCredit(page: Page, note: string) {
  await expect(
    page.getByRole('radio', { name: 'Credit (what was paid for the units)' }),
  ).toBeChecked();
  await page
    .getByRole('textbox', { name: 'Note to the customer (shown on Help and My Orders)' })
    .fill(note);
}

test('damaged units credited: the customer reports one with a photo, ops resolve it from the queue with a note, a second ticket earns only what the item has left, and the next checkout spends the credit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 0, 1));
  // Two units of one product, delivered; one of them arrives spoilt.
  const placed = await placePodOrder(request, customer, 2, undefined, 'today');
  await deliverOrder(request, ops, placed.orderId);
  const { product } = placed;
  const price = formatRupees(product.price);

  // The customer reports one of the two units, with a photo, and asks for a discount.
  await startLoggedIn(page, customer, []);
  const ticketId = await raiseTicket(
    page,
    placed.paymentId,
    product.name,
    1,
    'One pack smelt sour when we opened it.',
    await productPhoto(page),
  );

  // Ops find it in the queue: the customer, the item and how many, the wish, the photo.
  await actAs(page, ops);
  await openHub(page, '/hub/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
  const rowOf = (id: number) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) });
  const row = rowOf(ticketId);
  await expect(row).toContainText('Nandini · 1 order, 1 ticket, ₹0 credit');
  await expect(row).toContainText(`Product quality: ${product.name} (1 of 2)`);
  await expect(row.getByText('Credit', { exact: true })).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-tickets');
  await expectAccessible(page, testInfo, 'hub-tickets');

  await row.getByRole('link', { name: `#${ticketId}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Ticket #${ticketId}`, level: 1 })).toBeVisible();
  await expect(fact(page, 'About')).toHaveText('Product quality');
  await expect(fact(page, 'Customer')).toHaveText(
    `Nandini, +91 ${customer.mobile}: 1 order, 1 ticket, ₹0 credit to spend`,
  );
  // The order by the number the customer knows (a one-order checkout: the checkout's), linked.
  await expect(fact(page, 'Order')).toHaveText(new RegExp(`^Order #${placed.paymentId}, placed `));
  await expect(fact(page, 'Order').getByRole('link')).toHaveAttribute(
    'href',
    `#/hub/orders/${placed.orderId}`,
  );
  await expect(fact(page, 'Item')).toHaveText(
    `${product.name}: 1 of 2 reported at ${price} each; ₹0 credited so far`,
  );
  await expect(fact(page, 'Asked for')).toHaveText('Credit');
  await expect(page.getByText('One pack smelt sour when we opened it.')).toBeVisible();
  // The private photo, fetched with ops' login and drawn.
  const photo = page.getByRole('img', { name: `Photo 1 of ticket #${ticketId}`, exact: true });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const note = `Sorry about the sour pack of ${product.name}: its price comes off your next order.`;
  await resolveWithCredit(page, note);
  await saveScreen(page, testInfo, 'hub-ticket');
  await expectAccessible(page, testInfo, 'hub-ticket');
  await page.getByRole('button', { name: 'Resolve ticket' }).click();

  // One unit of two: what was paid for that unit, not the whole line.
  await expect(
    page.getByText(`Ticket #${ticketId} resolved: ${price} credit given.`),
  ).toBeVisible();
  const headline = `${price} credit was added to your account. It is used on your next order.`;
  await expect(page.getByText(headline)).toBeVisible();
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-ticket-resolved');
  await expectAccessible(page, testInfo, 'hub-ticket-resolved');

  // The queue's resolved tickets show it as credit given.
  await openHub(page, '/hub/tickets?status=resolved');
  await expect(rowOf(ticketId).getByText('Resolved: Credit', { exact: true })).toBeVisible();
  await expect(rowOf(ticketId)).toContainText(`1 ticket, ${price} credit`);
  await saveScreen(page, testInfo, 'hub-tickets-resolved');
  await expectAccessible(page, testInfo, 'hub-tickets-resolved');

  // The customer reads the answer on Help and under the order in My Orders.
  await startLoggedIn(page, customer, []);
  await page.goto('/#/help');
  const mine = page.getByRole('region', { name: 'Your tickets' });
  await expect(
    mine.getByText(`Ticket #${ticketId}: Product quality (${product.name})`),
  ).toBeVisible();
  await expect(mine.getByText(headline)).toBeVisible();
  await expect(mine.getByText(note)).toBeVisible();
  await saveScreen(page, testInfo, 'help-ticket-answered');
  await page.goto('/#/myorders');
  await page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`ID #${placed.paymentId}(?!\\d)`) })
    .getByRole('link', { name: 'Details' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  const about = page.getByRole('list', { name: 'Your tickets about this order' });
  await expect(about.getByText(headline)).toBeVisible();
  await expect(about.getByText(note)).toBeVisible();
  await saveScreen(page, testInfo, 'order-ticket-answered');

  // A second ticket names both units: the item was worth two, one is credited already, so it
  // earns one unit's price, not two.
  const againId = await raiseTicket(
    page,
    placed.paymentId,
    product.name,
    2,
    'The other pack was sour too.',
  );
  await actAs(page, ops);
  await openHub(page, `/hub/tickets/${againId}`);
  await expect(fact(page, 'Customer')).toHaveText(
    `Nandini, +91 ${customer.mobile}: 1 order, 2 tickets, ${price} credit to spend`,
  );
  await expect(fact(page, 'Item')).toHaveText(
    `${product.name}: 2 of 2 reported at ${price} each; ${price} credited so far`,
  );
  await resolveWithCredit(page, 'Sorry again: the rest of what you paid for it comes off too.');
  await page.getByRole('button', { name: 'Resolve ticket' }).click();
  await expect(page.getByText(`Ticket #${againId} resolved: ${price} credit given.`)).toBeVisible();
  await expect(fact(page, 'Item')).toHaveText(
    `${product.name}: 2 of 2 reported at ${price} each; ${formatRupees(2 * product.price)} credited so far`,
  );

  // The next checkout: a dearer product than the credit (the item's whole worth), which comes
  // off the bill by itself.
  const credit = 2 * product.price;
  // Well stocked only: other journeys count on the scarce ones (the oil's three units).
  const next = (await productsInHand(request, 8)).find(
    (shelf) => shelf.id !== product.id && shelf.price > credit && shelf.quantityAvailable >= 6,
  )!;
  expect(next, 'a product dearer than the credit').toBeDefined();
  const addresses = (await (
    await request.get('/api/users/address/', { headers: auth(customer) })
  ).json()) as { id: number }[];
  const addressId = addresses[0]!.id;
  await startLoggedIn(page, customer, [{ product: next, quantity: 1 }]);
  await checkoutOn(page, addressId);
  await expect(billLine(page, 'Items total')).toHaveText(formatRupees(next.price));
  await expect(billLine(page, 'Your credit')).toHaveText(`-${formatRupees(credit)}`);
  const fees = rupeesOf(await billLine(page, 'Delivery fees').textContent());
  const toPay = next.price + fees - credit;
  await expect(billLine(page, 'To pay')).toHaveText(formatRupees(toPay));
  await saveScreen(page, testInfo, 'checkout-with-credit');
  await expectAccessible(page, testInfo, 'checkout-with-credit');

  await page.getByRole('button', { name: `Pay Online ${formatRupees(toPay)}` }).click();
  await page
    .getByRole('dialog', { name: 'Makers Pantry test payment' })
    .getByRole('button', { name: `Pay ${formatRupees(toPay)}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await expect(page.getByText(`Online Payment: ${formatRupees(toPay)} (Completed)`)).toBeVisible();

  // The order keeps the credit it spent: its bill shows it among the discounts.
  const paymentId = /#\/order\/confirm\/(\d+)/.exec(page.url())![1];
  await page.goto('/#/myorders');
  const paid = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`ID #${paymentId}(?!\\d)`) });
  await paid.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  const bill = page.getByRole('region', { name: 'Bill Details' });
  const billed = (label: string) =>
    bill.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(billed('Items Subtotal')).toHaveText(formatRupees(next.price));
  await expect(billed('Discounts')).toHaveText(`-${formatRupees(credit)}`);
  await expect(billed('Bill total')).toHaveText(formatRupees(toPay));
  await saveScreen(page, testInfo, 'order-credit-spent');

  // The credit is spent: the checkout after shows none, and the whole bill is to pay.
  await startLoggedIn(page, customer, [{ product: next, quantity: 1 }]);
  await checkoutOn(page, addressId);
  await expect(billLine(page, 'Items total')).toHaveText(formatRupees(next.price));
  await expect(billLine(page, 'To pay')).toHaveText(
    formatRupees(next.price + rupeesOf(await billLine(page, 'Delivery fees').textContent())),
  );
  await expect(page.getByText('Your credit', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});
