import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOrderPage } from '../../testing/order-page-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const history = { 'GET hub/history/order/12/': { body: { history: [] } } };
const dialog = () => screen.getByRole('dialog');

describe("the hub's order page: one order to another slot", () => {
  it('moves it to a slot the server offers, with the why the customer reads', async () => {
    const { calls } = renderHub('/hub/orders/12', 'ops', {
      ...history,
      'GET hub/orders/12/': { body: anOrderPage({ status: 20, nextStatuses: [50, 90] }) },
      'GET hub/orders/12/move-slots/': {
        body: {
          slots: [
            { id: 88, date: '2026-11-29', text: '29 Nov 2026, 5 PM to 8 PM', placesLeft: 4 },
            { id: 90, date: '2026-11-30', text: '30 Nov 2026, 8 AM to 11 AM', placesLeft: 1 },
          ],
        },
      },
      'POST hub/orders/12/move/': { body: { id: 12, slotId: 90, detail: 'Order 12 moved.' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to another slot' }));
    const slot = await within(dialog()).findByRole('combobox', { name: /^Move to/ });
    expect(
      within(slot)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a slot',
      '29 Nov 2026, 5 PM to 8 PM, 4 left',
      '30 Nov 2026, 8 AM to 11 AM, 1 left',
    ]);
    // Nothing chosen, then no reason: the dialog says what is missing and sends nothing.
    await user.click(within(dialog()).getByRole('button', { name: 'Move the order' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Choose the slot to move it to.');
    await user.selectOptions(slot, '90');
    await user.click(within(dialog()).getByRole('button', { name: 'Move the order' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Write why the order is moved (3 to 200 characters): the customer reads it.',
    );
    expect(calls.some((call) => call.route === 'POST hub/orders/12/move/')).toBe(false);

    await user.type(
      within(dialog()).getByRole('textbox', { name: 'Why (the customer reads it)' }),
      'The evening van is full',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Move the order' }));
    expect(
      await screen.findByText('Order #11 now arrives on 30 Nov 2026, 8 AM to 11 AM.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/12/move/')?.body).toEqual({
      version: 40,
      slotId: 90,
      reason: 'The evening van is full',
    });
  });

  it('offers no move once the order left the hub', async () => {
    renderHub('/hub/orders/12', 'ops', {
      ...history,
      'GET hub/orders/12/': { body: anOrderPage({ status: 60, nextStatuses: [70] }) },
    });
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move to another slot' })).toBeNull();
  });
});
