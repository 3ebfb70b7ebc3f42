// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIMULATOR_CHECKOUT_SCRIPT } from './simulator-script';
import { openSimulatorApp } from './simulator-test-app';

/**
 * The simulator's checkout script run in a DOM, as the checkout screen runs it: Razorpay Standard
 * Checkout's constructor and callbacks, its dialog, and its calls to our server (answered by the
 * payments module through `inject`). The server's tsconfig has no DOM types, so the few DOM
 * shapes used here are described below.
 */
interface Element {
  tagName: string;
  textContent: string | null;
  open: boolean;
  value: string;
  disabled: boolean;
  attributes: ArrayLike<{ name: string }>;
  click(): void;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
  dispatchEvent(event: unknown): boolean;
}
interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: Record<string, string>;
  notes: Record<string, string>;
  theme: { color: string };
  handler: (response: Record<string, string>) => void;
  modal: { ondismiss: () => void };
}
interface Checkout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: { error: unknown }) => void): void;
}
interface Page {
  document: { body: Element; activeElement: Element | null };
  Event: new (type: string, init?: { cancelable?: boolean }) => unknown;
  HTMLDialogElement: { prototype: { showModal?: () => void; close?: () => void } };
  Razorpay: new (options: CheckoutOptions) => Checkout;
  fetch: unknown;
}

const page = globalThis as unknown as Page;
let sim: Awaited<ReturnType<typeof openSimulatorApp>>;
const realFetch = page.fetch;

beforeAll(async () => {
  sim = await openSimulatorApp();
  // jsdom has <dialog> without its methods.
  const dialog = page.HTMLDialogElement.prototype;
  dialog.showModal ??= function (this: Element) {
    this.open = true;
  };
  dialog.close ??= function (this: Element) {
    this.open = false;
  };
  page.fetch = async (
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ) => {
    const answer = await sim.app.inject({
      method: init.method,
      url,
      headers: init.headers,
      payload: init.body,
    });
    return { ok: answer.statusCode < 300, json: async () => answer.json() };
  };
  new Function(SIMULATOR_CHECKOUT_SCRIPT)();
});
afterEach(() => {
  for (const open of Array.from(page.document.body.querySelectorAll('dialog')))
    open.dispatchEvent(new page.Event('cancel', { cancelable: true }));
});
afterAll(async () => {
  page.fetch = realFetch;
  await sim.app.close();
});

async function openCheckout(amountPaise = 45_050) {
  const order = await sim.simulator.createOrder({ amountPaise, receipt: 'payment-5' });
  const handler = vi.fn();
  const ondismiss = vi.fn();
  const failed = vi.fn();
  const checkout = new page.Razorpay({
    key: 'rzp_test_simulator',
    amount: amountPaise,
    currency: 'INR',
    order_id: order.id,
    name: 'Makers Pantry',
    description: 'Order #5',
    prefill: { name: 'Asha Rao', contact: '9876543210', email: '' },
    notes: { myjaxyPaymentId: '5' },
    theme: { color: '#1f4a27' },
    handler,
    modal: { ondismiss },
  });
  checkout.on('payment.failed', failed);
  checkout.open();
  const dialog = page.document.body.querySelector('dialog')!;
  const button = (name: string) =>
    Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === name)!;
  return { order, checkout, dialog, button, handler, ondismiss, failed };
}

describe("the simulator's checkout script", () => {
  it('opens a modal dialog named by its heading, with the amount, a reason to fail with and three buttons', async () => {
    const { dialog, button } = await openCheckout(123_450);
    expect(dialog.open).toBe(true);
    const heading = dialog.querySelector(`#${dialog.getAttribute('aria-labelledby')}`);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Makers Pantry test payment');
    expect(dialog.querySelector('.mp-amount')?.textContent).toBe('₹1,234.50');
    expect(dialog.querySelector('label[for="mp-sim-reason"]')?.textContent).toBe(
      'If the payment fails, the bank says',
    );
    expect(dialog.querySelector('select#mp-sim-reason')?.value).toBe('Card declined by the bank');
    expect(Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Pay ₹1,234.50',
      'Fail payment',
      'Close',
    ]);
    // The keyboard starts on the main action.
    expect(page.document.activeElement).toBe(button('Pay ₹1,234.50'));
    // The CSP forbids inline handlers: nothing in the dialog carries one.
    for (const node of [dialog, ...Array.from(dialog.querySelectorAll('*'))])
      for (const attribute of Array.from(node.attributes))
        expect(attribute.name.startsWith('on')).toBe(false);
  });

  it("pays: the handler gets Razorpay's three fields, signed so the shop can verify them", async () => {
    const { order, dialog, button, handler, failed, ondismiss } = await openCheckout();
    button('Pay ₹450.50').click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    const response = handler.mock.calls[0]![0] as Record<string, string>;
    expect(response.razorpay_order_id).toBe(order.id);
    expect(
      sim.simulator.verifyPaymentSignature({
        providerOrderId: order.id,
        providerPaymentId: response.razorpay_payment_id!,
        signature: response.razorpay_signature!,
      }),
    ).toBe(true);
    expect(dialog.open).toBe(false);
    expect(page.document.body.querySelector('dialog')).toBeNull();
    expect(failed).not.toHaveBeenCalled();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it("fails with the chosen reason: payment.failed gets Razorpay's error object", async () => {
    const { order, dialog, button, handler, failed } = await openCheckout();
    dialog.querySelector('select')!.value = 'UPI request expired';
    button('Fail payment').click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(failed).toHaveBeenCalledWith({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'UPI request expired',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(handler).not.toHaveBeenCalled();
    expect(page.document.body.querySelector('dialog')).toBeNull();
  });

  it('Close and Escape dismiss it through modal.ondismiss without paying', async () => {
    await sim.simulator.settled();
    sim.received.length = 0;
    const first = await openCheckout();
    first.button('Close').click();
    expect(first.ondismiss).toHaveBeenCalledTimes(1);
    expect(page.document.body.querySelector('dialog')).toBeNull();

    const second = await openCheckout();
    second.dialog.dispatchEvent(new page.Event('cancel', { cancelable: true }));
    expect(second.ondismiss).toHaveBeenCalledTimes(1);
    expect(page.document.body.querySelector('dialog')).toBeNull();
    await sim.simulator.settled();
    expect(sim.received).toHaveLength(0);
    expect(first.handler).not.toHaveBeenCalled();
  });

  it('ignores Escape while a payment is on its way: the payer hears of the payment only', async () => {
    const { button, dialog, handler, ondismiss } = await openCheckout();
    button('Pay ₹450.50').click();
    dialog.dispatchEvent(new page.Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('tells the payer when the simulator does not know the order, and lets them close', async () => {
    const checkout = new page.Razorpay({
      ...({} as CheckoutOptions),
      amount: 100,
      order_id: 'order_Forgotten12345',
      handler: vi.fn(),
      modal: { ondismiss: vi.fn() },
    });
    checkout.open();
    const dialog = page.document.body.querySelector('dialog')!;
    const pay = Array.from(dialog.querySelectorAll('button'))[0]!;
    pay.click();
    await vi.waitFor(() =>
      expect(dialog.querySelector('[role=status]')?.textContent).toBe(
        'This payment order was not found.',
      ),
    );
    expect(pay.disabled).toBe(false);
    expect(page.document.activeElement).toBe(pay);
  });
});
