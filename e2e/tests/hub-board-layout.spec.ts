import { expect, test } from '@playwright/test';
import { logInAsOps, placePodOrder } from './order-session';
import { actAs, openHub, slotOnTheBoard } from './hub-session';
import { saveScreen } from './screens';
import { expectAccessible, logInByApi, mobileFor, watchPageErrors } from './shop-session';

/**
 * The orders board's first screen (issue 38, rough edges): on a phone the day's orders start
 * within the first screen, the filters and the slots' cards a tap away; at a desk everything
 * shows at once, as before.
 */

test("the board's first order is on the first screen, its filters and slots a tap away on a phone", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const phone = testInfo.project.name === 'phone';
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 4, 8));
  // Today's quick slot: a day that also holds every other quick slot of the day, most of them empty.
  const placed = await placePodOrder(request, customer, 1, undefined, 'today');
  const { date } = await slotOnTheBoard(request, ops, placed.paymentId);

  await actAs(page, ops);
  await openHub(page, `/hub/orders?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Orders' });
  const first = orders.locator('tbody tr').first();
  await expect(first.getByRole('link', { name: /^#\d/ })).toBeVisible();
  await expect(page.getByText(`#${placed.paymentId}`, { exact: true })).toBeVisible();
  const filters = page.getByRole('button', { name: /^Search and filters/ });
  const slotsButton = page.getByRole('button', { name: /^Slots/ });
  const maker = page.getByRole('combobox', { name: 'Maker' });
  const slotCards = page.getByRole('list', { name: 'Slots' });

  if (phone) {
    // Nothing scrolled: the first order's number, state and first step are on the first screen.
    await expect(first.getByRole('link', { name: /^#\d/ })).toBeInViewport({ ratio: 1 });
    await expect(first.locator('td[data-label="State"]')).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole('button').first()).toBeInViewport({ ratio: 1 });
    await expect(maker).toBeHidden();
    await expect(slotCards).toBeHidden();
    await saveScreen(page, testInfo, 'hub-board-first-screen');
    await expectAccessible(page, testInfo, 'hub board first screen');

    // The filters open below their button and close again; a filter chosen is counted on it.
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(maker).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await saveScreen(page, testInfo, 'hub-board-filters-open');
    await expectAccessible(page, testInfo, 'hub board filters open');
    await page.getByRole('combobox', { name: 'Payment' }).selectOption('pod');
    await expect(page).toHaveURL(/payment=pod/);
    await filters.click();
    await expect(maker).toBeHidden();
    await expect(filters).toHaveText('Search and filters (1)');
    await expect(first.getByRole('link', { name: /^#\d/ })).toBeInViewport({ ratio: 1 });

    // The slots: a one-line summary, their cards (documents, cash, bulk steps) a tap away.
    await expect(slotsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(slotsButton).toContainText(/with orders/);
    await slotsButton.click();
    await expect(slotCards).toBeVisible();
    await expect(slotCards.getByRole('button', { name: /^Pick list of / }).first()).toBeVisible();
    await saveScreen(page, testInfo, 'hub-board-slots-open');
    await expectAccessible(page, testInfo, 'hub board slots open');
  } else {
    // A desk shows it all at once, as it always has: no buttons to open.
    await expect(filters).toBeHidden();
    await expect(slotsButton).toBeHidden();
    await expect(maker).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(slotCards).toBeVisible();
    await expect(first.getByRole('link', { name: /^#\d/ })).toBeVisible();
    await saveScreen(page, testInfo, 'hub-board-desk');
    await expectAccessible(page, testInfo, 'hub board desk');
  }
  expect(errors).toEqual([]);
});
