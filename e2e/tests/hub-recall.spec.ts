import { expect, test } from '@playwright/test';
import { auth, deliverOrder, logInAsOps, placePodOrder } from './order-session';
import { actAs, openHub } from './hub-session';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  productsInHand,
  watchPageErrors,
} from './shop-session';

/**
 * A recall after a customer's ticket (issue 38 §5), at 390 and 1280 px: a customer finds insects
 * in the pack and raises a ticket; ops go from the order to the batch it was sent from, see who
 * received it, recall it (it stops selling at once) and get the list of customers to call; the
 * order's timeline carries the recall's note.
 *
 * The batch is a fresh one of its own (the earliest best-before, so the order takes from it):
 * recalling it leaves the product's other batches selling for the journeys after this one.
 */

const istDay = (daysAhead: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

test("a batch recalled after a customer's ticket: insects in the pack", async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const headers = auth(ops);
  const [product] = await productsInHand(request, 1, 150);

  // A fresh batch of the product, received and approved at the hub.
  const planned = await request.post('/api/hub/batches/', {
    headers,
    data: {
      productId: product!.id,
      quantity: 6,
      expectedAt: new Date().toISOString(),
      bestBefore: istDay(2),
    },
  });
  expect(planned.ok(), await planned.text()).toBe(true);
  let batch = (await planned.json()) as { id: number; version: number };
  for (const [step, data] of [
    ['receive', { quantityReceived: 6 }],
    ['approve', {}],
  ] as const) {
    const done = await request.post(`/api/hub/batches/${batch.id}/${step}/`, {
      headers,
      data: { version: batch.version, ...data },
    });
    expect(done.ok(), await done.text()).toBe(true);
    batch = (await done.json()) as typeof batch;
  }

  // The customer's order, delivered, and their ticket about it.
  const customer = await logInByApi(request, mobileFor(testInfo, 6, 8));
  const placed = await placePodOrder(request, customer, 1, product, 'today');
  await deliverOrder(request, ops, placed.orderId);
  const order = (await (
    await request.get(`/api/hub/orders/${placed.orderId}/`, { headers })
  ).json()) as { items: { id: number; batches: { batchId: number }[] }[] };
  const batchId = order.items[0]!.batches[0]!.batchId;
  const ticket = await request.post('/api/orders/report-issue/', {
    headers: auth(customer),
    multipart: {
      type: 'PRODUCT_QUALITY',
      order: String(placed.orderId),
      orderItem: String(order.items[0]!.id),
      quantity: '1',
      description: 'Insects in the pack',
      resolutionType: 'REPLACEMENT',
    },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const ticketId = ((await ticket.json()) as { id: number }).id;
  const number = `#${placed.paymentId}`;

  // Ops read the ticket on the order's page and go to the batch it was sent from.
  await actAs(page, ops);
  await openHub(page, `/hub/orders/${placed.orderId}`);
  await expect(page.getByRole('link', { name: `Ticket #${ticketId}` })).toBeVisible();
  await page.getByRole('link', { name: `Batch #${batchId}` }).click();
  await expect(page.getByRole('heading', { name: `Batch #${batchId}`, level: 1 })).toBeVisible();
  const received = page.getByRole('region', { name: 'Orders that have it' });
  await expect(received.getByRole('link', { name: `Order ${number}` })).toBeVisible();

  await page.getByRole('button', { name: 'Recall', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Recall batch #${batchId}?` });
  await expect(dialog).toContainText(/\d+ orders? (has|have) units of it/);
  await dialog
    .getByRole('textbox', { name: 'Why (the notes say it)' })
    .fill(`Insects in the pack (ticket #${ticketId})`);
  await saveScreen(page, testInfo, 'hub-batch-recall');
  await expectAccessible(page, testInfo, 'hub-batch-recall');
  await dialog.getByRole('button', { name: 'Recall', exact: true }).click();

  // Stopped at once, with the customers to call.
  await expect(page.getByText(`Recalled: Insects in the pack (ticket #${ticketId})`)).toBeVisible();
  const toCall = page.getByRole('region', { name: 'Orders to call' });
  await expect(toCall.getByRole('listitem').filter({ hasText: `Order ${number}` })).toContainText(
    `${customer.mobile}, 1 unit, delivered: call the customer`,
  );
  await expect(page.getByRole('button', { name: 'Recall', exact: true })).toHaveCount(0);
  // Its count stays on record, but nothing of it is for sale; the history names the orders as
  // their customers do.
  await expect(page.locator('dt:text-is("Left") + dd')).toHaveText('None (recalled)');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    `Orders that had it: ${number}`,
  );
  await saveScreen(page, testInfo, 'hub-batch-recalled');
  await expectAccessible(page, testInfo, 'hub-batch-recalled');
  const stopped = (await (
    await request.get(`/api/hub/batches/${batchId}/`, { headers })
  ).json()) as { status: string };
  expect(stopped.status).toBe('recalled');

  // The order's timeline says what to do.
  await toCall.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    `Batch ${batchId} was recalled (Insects in the pack (ticket #${ticketId})). Call the customer`,
  );

  // The ticket names the order by the customer's number, a link back to the hub's order page.
  await openHub(page, `/hub/tickets/${ticketId}`);
  const orderLink = page.getByRole('link', { name: `Order ${number}`, exact: true });
  await expect(orderLink).toHaveAttribute('href', `#/hub/orders/${placed.orderId}`);
  await expect(page.locator('dt:text-is("Order") + dd')).not.toContainText(`#${placed.orderId},`);
  await saveScreen(page, testInfo, 'hub-ticket-order-number');
  await expectAccessible(page, testInfo, 'hub-ticket-order-number');
  await orderLink.click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
