import { expect, test, type Page } from '@playwright/test';
import { logInAsOps, placePodOrder } from './order-session';
import { actAs, openHub, slotOnTheBoard } from './hub-session';
import { logInByApi, mobileFor, watchPageErrors } from './shop-session';

/**
 * The hub's busiest lists (the orders board, batches, products) stay still as their answers come:
 * what is drawn while they load keeps its place once the rows, the slots and the filters' choices
 * are in. The answers are held until the loading state is on the screen, so it is always drawn
 * first, as on a slow connection; the browser's own layout-shift measure (the one Lighthouse's CLS
 * adds up) then says whether anything moved.
 */

interface Shift {
  value: number;
  moved: string[];
}

/** Records every layout shift of the pages `page` opens from now on, with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) =>
            source.node instanceof Element
              ? `<${source.node.localName}> ${source.node.textContent?.slice(0, 40) ?? ''}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once two more frames have been drawn. */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((drawn) => requestAnimationFrame(drawn));
    return (window as unknown as { layoutShifts: Shift[] }).layoutShifts;
  });
}

/** Holds the answers to requests matching `url` until the returned function is called. */
async function hold(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Lets a page be drawn while its answers are held (two frames), then gives them. */
async function giveAfterFrames(page: Page, release: () => void) {
  await shiftsSoFar(page);
  release();
}

function expectStill(shifts: Shift[], what: string) {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${what} moved: ${JSON.stringify(shifts)}`).toBeLessThan(0.005);
}

test('the board, batches and products keep what they draw in place as their answers come', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 4, 2));
  // A day with an order, so the board has slots, makers and areas to bring.
  const placed = await placePodOrder(request, customer, 1, undefined, 'today');
  const { date } = await slotOnTheBoard(request, ops, placed.paymentId);
  await watchShifts(page);
  await actAs(page, ops);

  // The board: its filters, then the day's slots, states and orders, all in one answer.
  const board = await hold(page, /\/api\/hub\/orders\/board\//);
  await openHub(page, `/hub/orders?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await giveAfterFrames(page, board);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: `#${placed.paymentId}` })).toBeVisible();
  expectStill(await shiftsSoFar(page), 'the board');

  // A day without orders: no makers or areas to choose, and its slots have nothing to say.
  const quietDay = new Date(Date.parse(date) + 60 * 86_400_000).toISOString().slice(0, 10);
  const quietBoard = await hold(page, /\/api\/hub\/orders\/board\//);
  await openHub(page, `/hub/orders?date=${quietDay}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await giveAfterFrames(page, quietBoard);
  await expect(page.getByText(/^No orders for /)).toBeVisible();
  expectStill(await shiftsSoFar(page), 'the board of a day without orders');

  // Batches: the list, then the makers of the seller picker, each answer on its own.
  const batches = await hold(page, /\/api\/hub\/batches\/seller-product-batches\//);
  const sellers = await hold(page, /\/api\/hub\/batches\/approved-sellers\//);
  await openHub(page, '/hub/batches');
  const batchTable = page.getByRole('table', { name: 'Batches' });
  await expect(batchTable).toHaveAttribute('aria-busy', 'true');
  await giveAfterFrames(page, batches);
  await expect(batchTable.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products that can take a batch' })).toBeVisible();
  await giveAfterFrames(page, sellers);
  await expect(page.getByRole('button', { name: /^Sellers:/ })).toBeEnabled();
  expectStill(await shiftsSoFar(page), 'the batches');

  // Products: the list, then the makers of the maker filter.
  const products = await hold(page, /\/api\/hub\/products\//);
  const makers = await hold(page, /\/api\/hub\/makers\//);
  await openHub(page, '/hub/products');
  const productTable = page.getByRole('table', { name: 'Products' });
  await expect(productTable).toHaveAttribute('aria-busy', 'true');
  await giveAfterFrames(page, products);
  await expect(productTable.getByRole('link').first()).toBeVisible();
  await giveAfterFrames(page, makers);
  await expect(page.getByRole('combobox', { name: 'Maker' }).locator('option')).not.toHaveCount(1);
  expectStill(await shiftsSoFar(page), 'the products');

  expect(errors).toEqual([]);
});
