import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from './screens';
import { expectAccessible, watchPageErrors } from './shop-session';

/**
 * The payment simulator's dialog on its own, as the built shop serves it: loaded like Razorpay's
 * script under the shop's CSP, used by keyboard, and judged by axe. The whole payment through it
 * is the checkout journey's (checkout.spec.ts).
 */
interface SimulatorWindow {
  Razorpay: new (options: Record<string, unknown>) => { open(): void };
  dismissed?: number;
}

async function openSimulator(page: Page, orderId: string) {
  await page.evaluate((order_id) => {
    const w = window as unknown as SimulatorWindow;
    new w.Razorpay({
      key: 'rzp_test_simulator',
      amount: 123_450,
      currency: 'INR',
      order_id,
      name: 'Makers Pantry',
      description: 'Order #1',
      prefill: { name: 'Asha Rao', contact: '9876543210', email: '' },
      notes: {},
      theme: { color: '#1f4a27' },
      handler: () => undefined,
      modal: { ondismiss: () => (w.dismissed = (w.dismissed ?? 0) + 1) },
    }).open();
  }, orderId);
  return page.getByRole('dialog', { name: 'Makers Pantry test payment' });
}

test('the payment simulator: loads under the CSP, works by keyboard and passes axe', async ({
  page,
}, testInfo) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  await page.addScriptTag({ url: '/api/payments/simulator/checkout.js' });

  const dialog = await openSimulator(page, 'order_Unknown1234567');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('₹1,234.50', { exact: true })).toBeVisible();
  const pay = dialog.getByRole('button', { name: 'Pay ₹1,234.50' });
  await expect(pay).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Fail payment' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByLabel('If the payment fails, the bank says')).toBeFocused();
  await expectAccessible(page, testInfo, 'payment simulator');
  await saveScreen(page, testInfo, 'payment-simulator');

  // An order the simulator never made is told to the payer, who can still leave.
  await pay.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('This payment order was not found.');
  await expect(pay).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as SimulatorWindow).dismissed)).toBe(1);
  expect(errors).toEqual([]);
});
