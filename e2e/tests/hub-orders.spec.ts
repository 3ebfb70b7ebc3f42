import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { auth, logInAsOps, placePodOrder } from './order-session';
import { actAs, openHub, slotOnTheBoard } from './hub-session';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  watchPageErrors,
  type Login,
} from './shop-session';

/**
 * A delivery day on the orders board (issue 26 section 2), at 390 and 1280 px: orders appear
 * without a reload, the slot's pick list and packing slips are printed (the PDFs' words read),
 * an order is packed, sent out, its cash taken at the door and delivered, another is cancelled
 * with a reason, and the run's cash is counted at the hub.
 */

/** A PDF's words, as a reader would copy them. */
async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

/**
 * A slot document printed from its card: the page fetches the PDF and shows it in a new tab.
 * The browser keeps the body for that tab, so the test asks the server for the same address to
 * read its words.
 */
async function printDocument(
  page: Page,
  request: APIRequestContext,
  ops: Login,
  button: Locator,
  file: string,
) {
  const [response, tab] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes(`/api/hub/documents/${file}`)),
    page.waitForEvent('popup'),
    button.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  const again = await request.get(response.url(), { headers: auth(ops) });
  return pdfText(await again.body());
}

test('a delivery day: new orders appear by themselves, the pick list and slips print, an order goes to the door and its cash is counted', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 2, 1));
  // Today's quick slot: an order is marked delivered only on its slot's day.
  const first = await placePodOrder(request, customer, 1, undefined, 'today');
  const { id: slotId, date } = await slotOnTheBoard(request, ops, first.paymentId);

  await actAs(page, ops);
  await openHub(page, `/hub/orders?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  // Each order goes by the customer's number: their checkout's (one order each here).
  const rowOf = (number: number) =>
    page.getByRole('row').filter({ has: page.getByText(`#${number}`, { exact: true }) });
  await expect(rowOf(first.paymentId)).toBeVisible();

  // A customer orders while the board is open: it shows without a reload.
  const second = await placePodOrder(request, customer, 1, undefined, 'today');
  await expect(rowOf(second.paymentId)).toBeVisible({ timeout: 15_000 });
  await expect(rowOf(second.paymentId).getByText('Confirmed', { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-orders-board');
  await expectAccessible(page, testInfo, 'hub-orders-board');

  // The slot's card: its pick list and packing slips, read as printed.
  const card = page
    .getByRole('list', { name: 'Slots' })
    .locator(':scope > li', { has: page.locator(`a[href$="slot=${slotId}"]`) });
  const pickList = await printDocument(
    page,
    request,
    ops,
    card.getByRole('button', { name: /^Pick list of / }),
    'pick-list.pdf',
  );
  expect(pickList).toContain('Pick list');
  expect(pickList).toContain(first.product.name);
  const slips = await printDocument(
    page,
    request,
    ops,
    card.getByRole('button', { name: /^Packing slips of / }),
    'packing-slips.pdf',
  );
  expect(slips).toContain(`Order #${first.paymentId}`);
  expect(slips).toContain(`Order #${second.paymentId}`);

  // One order to the door: packed, sent out, its cash taken, delivered.
  const row = rowOf(first.paymentId);
  await row.getByRole('button', { name: `Mark packed: order #${first.paymentId}` }).click();
  await expect(row.getByText('Packed', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Send out: order #${first.paymentId}` }).click();
  await expect(row.getByText('Out for delivery', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Cash collected: / }).click();
  await expect(page.getByText(`Cash of order #${first.paymentId} recorded.`)).toBeVisible();
  // 'Mark delivered' asks first: it cannot be taken back.
  await row.getByRole('button', { name: `Mark delivered: order #${first.paymentId}` }).click();
  const confirm = page.getByRole('dialog', { name: `Mark order #${first.paymentId} delivered?` });
  await confirm.getByRole('button', { name: 'Yes, delivered' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();

  // The other is cancelled, with the reason its customer reads on it.
  await rowOf(second.paymentId)
    .getByRole('button', { name: `Cancel order #${second.paymentId}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${second.paymentId}?` });
  await dialog
    .getByRole('textbox', { name: 'Reason (the customer sees it)' })
    .fill('The maker could not prepare it today');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(rowOf(second.paymentId).getByText('Cancelled', { exact: true })).toBeVisible();
  const seen = await request.get(`/api/orders/${second.orderId}/`, { headers: auth(customer) });
  expect(((await seen.json()) as { cancelReason: string }).cancelReason).toBe(
    'The maker could not prepare it today',
  );

  // The run's cash: what the door took, counted back at the hub.
  await card.getByRole('link', { name: /^Cash of / }).click();
  await expect(page.getByRole('heading', { name: /^Cash of / })).toBeVisible();
  const collected = page.getByText('Collected at the door', { exact: true }).locator('xpath=..');
  const rupees = Number(
    ((await collected.locator('dd').textContent()) ?? '').replace(/[^\d.]/g, ''),
  );
  expect(rupees).toBeGreaterThanOrEqual(first.net);
  await expect(rowOf(first.paymentId)).not.toContainText('Cash collected');
  await page.getByRole('spinbutton', { name: 'Cash counted at the hub (₹)' }).fill(String(rupees));
  await page.getByRole('button', { name: 'Record the count' }).click();
  await expect(page.getByText(/^Counted ₹[\d,.]+ recorded\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Correct the count' })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-orders-cash');
  await expectAccessible(page, testInfo, 'hub-orders-cash');
  expect(errors).toEqual([]);
});

test("ops tune the coming days: a template's capacity, tomorrow's evening closed and opened again, the refunds waiting", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  await actAs(page, await logInAsOps(request, testInfo));

  // The week's templates: one weekday's evening takes more orders from its next slots on.
  await openHub(page, '/hub/slots/templates');
  await expect(page.getByRole('heading', { name: "The week's slot templates" })).toBeVisible();
  const evening = page.getByRole('button', { name: 'Edit Saturday 17:00 to 20:00' });
  await evening.click();
  const template = page.getByRole('dialog', { name: 'Saturday, Scheduled delivery' });
  const capacity = template.getByRole('spinbutton', { name: 'Orders per slot' });
  const more = String(Number(await capacity.inputValue()) + 5);
  await capacity.fill(more);
  await template.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Saturday's 17:00 to 20:00 template saved.")).toBeVisible();
  await expect(
    page.getByRole('row').filter({ has: evening }).getByText(more, { exact: true }),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'hub-slot-templates');
  await expectAccessible(page, testInfo, 'hub-slot-templates');

  // Tomorrow's evening: closed (its orders kept), then open again for the journeys after this one.
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await openHub(page, `/hub/slots?date=${tomorrow}`);
  await page.getByRole('button', { name: 'Close 5 PM to 8 PM' }).click();
  const closing = page.getByRole('dialog', { name: 'Close 5 PM to 8 PM?' });
  const keep = closing.getByRole('radio', { name: /^Keep them/ });
  if (await keep.count()) await keep.check();
  await closing.getByRole('button', { name: 'Close the slot' }).click();
  await expect(page.getByText('5 PM to 8 PM is closed.')).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByText('5 PM to 8 PM', { exact: true }) });
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-slots');
  await expectAccessible(page, testInfo, 'hub-slots');
  await page.getByRole('button', { name: 'Open 5 PM to 8 PM' }).click();
  await page
    .getByRole('dialog', { name: 'Open 5 PM to 8 PM again?' })
    .getByRole('button', { name: 'Open it again' })
    .click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  await openHub(page, '/hub/refunds');
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  // The list, or on a quiet day (and so on a phone, where an empty table is not drawn) its sentence.
  await expect(
    page
      .getByRole('table', { name: 'Refunds' })
      .or(page.getByText("No refund is waiting: every one has reached the customer's bank."))
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'hub-refunds');
  await expectAccessible(page, testInfo, 'hub-refunds');
  expect(errors).toEqual([]);
});
