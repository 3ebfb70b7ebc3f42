import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOrderPage } from '../../testing/order-page-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const history = { 'GET hub/history/order/12/': { body: { history: [] } } };
const dialog = () => screen.getByRole('dialog');

describe("the hub's order page at the door (failed delivery, re-attempt, return, cash)", () => {
  it("marks a delivery failed with the reason, saying what happens before it's confirmed", async () => {
    let failed = false;
    const { calls } = renderHub('/hub/orders/12', 'ops', {
      ...history,
      'GET hub/orders/12/': () => ({
        body: failed
          ? anOrderPage({ status: 50, nextStatuses: [60, 90] }, { awaitsDecision: true })
          : anOrderPage({ status: 60, nextStatuses: [70] }),
      }),
      'POST hub/orders/12/delivery-failed/': () => {
        failed = true;
        return { body: { id: 12, status: 50, detail: 'Order 12 is back at the hub.' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivery failed' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Refused to pay on delivery' }));
    expect(dialog()).toHaveTextContent(
      'We could not deliver your order today: the payment on delivery was refused.',
    );
    expect(dialog()).toHaveTextContent('No money moves yet.');
    await user.click(within(dialog()).getByRole('button', { name: 'Mark failed' }));
    expect(
      await screen.findByText(
        'Order #11 is back at the hub. Re-attempt it in another slot or return it.',
      ),
    ).toBeInTheDocument();
    expect(
      calls.find((call) => call.route === 'POST hub/orders/12/delivery-failed/')?.body,
    ).toEqual({ version: 40, reason: 'pod_refused' });
    // Back at the hub, it waits for ops' decision.
    expect(await screen.findByRole('button', { name: 'Re-attempt' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Return to the hub' })).toBeVisible();
  });

  it('re-attempts only in a slot the server offers, naming it to the customer', async () => {
    const { calls } = renderHub('/hub/orders/12', 'ops', {
      ...history,
      'GET hub/orders/12/': {
        body: anOrderPage({ status: 50, nextStatuses: [60, 90] }, { awaitsDecision: true }),
      },
      'GET hub/orders/12/reattempt-slots/': {
        body: {
          slots: [
            { id: 88, date: '2026-11-29', text: '29 Nov 2026, 8 AM to 11 AM', placesLeft: 4 },
            { id: 90, date: '2026-11-30', text: '30 Nov 2026, 8 AM to 11 AM', placesLeft: 1 },
          ],
        },
      },
      'POST hub/orders/12/reattempt/': {
        body: { id: 12, status: 50, detail: 'Order 12 goes out again.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-attempt' }));
    const choose = within(dialog()).getByRole('radio', {
      name: '29 Nov 2026, 8 AM to 11 AM (4 places left)',
    });
    expect(within(dialog()).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog()).getByRole('radio', { name: /1 place left/ })).toBeInTheDocument();
    // Nothing chosen: the dialog asks for a slot and sends nothing.
    await user.click(within(dialog()).getByRole('button', { name: 'Re-attempt in this slot' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Choose a slot.');
    await user.click(choose);
    expect(dialog()).toHaveTextContent(
      'We will deliver your order again on 29 Nov 2026, 8 AM to 11 AM.',
    );
    expect(dialog()).toHaveTextContent('₹90 to collect at the door on the new day.');
    await user.click(within(dialog()).getByRole('button', { name: 'Re-attempt in this slot' }));
    expect(
      await screen.findByText('Order #11 goes out again on 29 Nov 2026, 8 AM to 11 AM.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST hub/orders/12/reattempt/')).toEqual([
      expect.objectContaining({ body: { version: 40, slotId: 88 } }),
    ]);
  });

  it('says so when no slot can take the order', async () => {
    renderHub('/hub/orders/12', 'ops', {
      ...history,
      'GET hub/orders/12/': {
        body: anOrderPage({ status: 50, nextStatuses: [60, 90] }, { awaitsDecision: true }),
      },
      'GET hub/orders/12/reattempt-slots/': { body: { slots: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-attempt' }));
    expect(await within(dialog()).findByText(/No slot can take this order now/)).toBeVisible();
  });

  it('returning an online order says its units go back and the payment is refunded', async () => {
    const { calls } = renderHub('/hub/orders/12', 'ops', {
      ...history,
      'GET hub/orders/12/': {
        body: anOrderPage(
          {
            status: 50,
            nextStatuses: [60, 90],
            paymentMethod: 10,
            podCollection: { toCollect: 0, isCompleted: false },
          },
          { awaitsDecision: true },
        ),
      },
      'POST hub/orders/12/return-to-hub/': {
        body: { id: 12, status: 90, detail: 'Order 12 is returned.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Return to the hub' }));
    expect(dialog()).toHaveTextContent('Back on the shelf: 2 × Thick Curd to batch #71.');
    expect(dialog()).toHaveTextContent('₹90 is refunded to where the customer paid from.');
    await user.click(within(dialog()).getByRole('button', { name: 'Return it' }));
    expect(await screen.findByText('Order #11 is returned and cancelled.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/12/return-to-hub/')?.body).toEqual({
      version: 40,
    });
  });

  it('records part of the cash at the door, the shortfall said before and flagged after', async () => {
    let taken: number | null = null;
    const { calls } = renderHub('/hub/orders/12', 'ops', {
      ...history,
      'GET hub/orders/12/': () => ({
        body: anOrderPage(
          {
            status: 70,
            nextStatuses: [],
            podCollection: { toCollect: 90, isCompleted: taken !== null },
          },
          { cashCollected: taken },
        ),
      }),
      'POST hub/orders/12/pod-collected/': (body) => {
        taken = (body as { collected: number }).collected;
        return { body: { id: 12 } };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('₹90 to collect')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Record cash collected' }));
    const amount = within(dialog()).getByRole('spinbutton', { name: 'Cash collected (₹)' });
    expect(amount).toHaveValue(90);
    expect(dialog()).toHaveTextContent('Paid in full.');
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(dialog()).getByRole('button', { name: 'Record the cash' }));
    expect(within(dialog()).getByText('No more than the ₹90 due can be recorded.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '60');
    expect(dialog()).toHaveTextContent(
      "₹30 short: flagged on this order and the slot's Cash page.",
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Record the cash' }));
    expect(await screen.findByText('Cash of order #11 recorded: ₹30 short.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/12/pod-collected/')?.body).toEqual({
      version: 40,
      collected: 60,
    });
    expect(await screen.findByText('₹60 of ₹90')).toBeVisible();
    expect(screen.getByText('₹30 short')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record cash collected' })).not.toBeInTheDocument();
  });
});
