import type { HubCustomer } from '@makers-pantry/domain/hub-customers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../testing/board-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const { area: _, ...order } = anOrder({ status: 70, nextStatuses: [] });
const asha: HubCustomer = {
  id: 5,
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  roles: ['customer'],
  joinedAt: '2026-10-02T05:00:00.000Z',
  isPodAllowed: true,
  podReason: null,
  podChangedAt: null,
  version: 3,
  credit: { available: 120, earned: 170 },
  ordersCount: 1,
  orders: [order],
  tickets: [
    {
      id: 31,
      orderId: 101,
      order: { id: 101, number: '#77' },
      type: 'WRONG_ITEMS_DELIVERED',
      status: 'resolved',
      resolutionType: 'DISCOUNT',
      confirmedAt: '2026-11-27T06:00:00.000Z',
      resolvedAt: '2026-11-27T08:00:00.000Z',
    },
  ],
};

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('customers', () => {
  it('finds a customer by mobile: credit, pay on delivery, orders and tickets, the number in the URL', async () => {
    const { location } = renderHub('/hub/customers', 'ops', {
      'GET hub/customers/?mobile=9876543210': { body: asha },
      'GET hub/history/user/5/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: "Customer's mobile number" });
    await user.type(box, '12345');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Please enter a valid 10 digit mobile number')).toBeInTheDocument();
    expect(location()).toBe('/hub/customers');

    await user.clear(box);
    await user.type(box, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(location()).toBe('/hub/customers?mobile=9876543210');
    expect(fact('Credit')).toHaveTextContent('₹120 to spend (₹170 given in all)');
    expect(fact('Pay on delivery')).toHaveTextContent('Allowed');
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByText('#101').closest('tr')).toHaveTextContent('Delivered');
    const tickets = screen.getByRole('table', { name: 'Tickets' });
    // Words ops say on the phone, not the stored codes.
    const ticket = within(tickets).getByText('#31').closest('tr')!;
    expect(ticket).toHaveTextContent('Wrong item delivered');
    // Its order by the number the customer knows, a link to the order's page.
    expect(within(ticket).getByRole('link', { name: '#77' })).toHaveAttribute(
      'href',
      '/hub/orders/101',
    );
    expect(ticket).toHaveTextContent('Resolved: Credit');
    expect(ticket).not.toHaveTextContent(/WRONG_ITEMS_DELIVERED|DISCOUNT/);
  });

  it('finds a customer by a number pasted with +91 and spaces', async () => {
    const { location } = renderHub('/hub/customers', 'ops', {
      'GET hub/customers/?mobile=9876543210': { body: asha },
      'GET hub/history/user/5/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: "Customer's mobile number" });
    await user.type(box, '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(location()).toBe('/hub/customers?mobile=9876543210');
  });

  it('says when no customer has the number', async () => {
    renderHub('/hub/customers?mobile=9000000001', 'ops', {
      'GET hub/customers/?mobile=9000000001': {
        status: 404,
        body: { detail: 'No account has this mobile number.', code: 'ACCOUNT_NOT_FOUND' },
      },
    });
    expect(
      await screen.findByText('No customer has the mobile number 9000000001.'),
    ).toBeInTheDocument();
  });

  it('refuses pay on delivery only with a reason, and shows it refused', async () => {
    const refused = { ...asha, isPodAllowed: false, podReason: 'Three refused deliveries' };
    const { calls } = renderHub('/hub/customers/5', 'ops', {
      'GET hub/customers/5/': { body: asha },
      'GET hub/history/user/5/': { body: { history: [] } },
      'GET hub/customers/5/messages/': {
        body: {
          messages: [
            {
              id: 9,
              mobile: '9876543210',
              template: 'order_moved',
              language: 'hi',
              channel: 'sms',
              state: 'held',
              text: 'Makers Pantry: ऑर्डर #11 अब Sat 29 Nov, 5 PM - 8 PM पहुँचेगा। कारण: the van is full।',
              attempts: 0,
              reason: 'quiet hours until 08:00 IST',
              queuedAt: '2026-11-26T17:00:00.000Z',
              nextAttemptAt: '2026-11-27T02:30:00.000Z',
              sentAt: null,
              deliveredAt: null,
              orderId: 12,
            },
          ],
        },
      },
      'PUT hub/customers/5/pod/': { body: refused },
    });
    const messages = (await screen.findByRole('heading', { name: 'Messages' })).closest('section')!;
    expect(await within(messages).findByText('Held for quiet hours')).toBeVisible();
    expect(messages).toHaveTextContent('कारण: the van is full');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse pay on delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse pay on delivery for Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse pay on delivery' }));
    expect(calls.some((call) => call.route === 'PUT hub/customers/5/pod/')).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Three refused deliveries',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse pay on delivery' }));
    expect(await screen.findByText('Asha Rao can no longer pay on delivery.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PUT hub/customers/5/pod/')?.body).toEqual({
      version: 3,
      isPodAllowed: false,
      reason: 'Three refused deliveries',
    });
    expect(fact('Pay on delivery')).toHaveTextContent('RefusedThree refused deliveries');
    expect(screen.getByRole('button', { name: 'Allow pay on delivery' })).toBeInTheDocument();
  });
});
