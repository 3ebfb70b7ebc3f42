import type { HubTicket } from '@makers-pantry/domain/support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anEntry } from '../../testing/maker-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();
// jsdom has no object URLs; the private photo is shown from one.
beforeEach(() => {
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});

const curdTicket: HubTicket = {
  id: 12,
  confirmedAt: '2026-11-23T05:01:00.000Z',
  firstName: 'Asha',
  mobile: '9876500001',
  type: 'PRODUCT_QUALITY',
  orderId: 77,
  orderItemName: 'Thick Curd',
  quantity: 1,
  resolutionType: 'DISCOUNT',
  description: 'Sour and watery',
  status: 'open',
  imageCount: 1,
  photos: [{ id: 5, url: '/api/support/tickets/12/images/5' }],
  order: { id: 77, number: '#76-2', status: 70, placedAt: '2026-11-22T05:00:00.000Z' },
  item: { id: 31, name: 'Thick Curd', quantity: 2, price: 45, credited: 0, replaced: 0 },
  customer: { id: 4, firstName: 'Asha', mobile: '9876500001', orders: 3, tickets: 2, credit: 0 },
  resolution: null,
  version: 2,
};

describe('tickets', () => {
  it('lists open tickets with the customer history, and resolved ones through the URL', async () => {
    const { location } = renderHub('/hub/tickets', 'ops', {
      'GET hub/tickets/?status=open': { body: { tickets: [curdTicket], next: null } },
      'GET hub/tickets/?status=resolved': { body: { tickets: [], next: null } },
    });
    const row = (await screen.findByRole('link', { name: '#12' })).closest('tr')!;
    expect(row).toHaveTextContent('Asha · 3 orders, 2 tickets, ₹0 credit');
    expect(row).toHaveTextContent('Product quality: Thick Curd (1 of 2)');
    expect(within(row).getByText('Open')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'resolved');
    expect(location()).toBe('/hub/tickets?status=resolved');
    expect(await screen.findByText('No resolved tickets.')).toBeInTheDocument();
  });

  it("counts a first-time customer's history in the singular, in the queue and on the ticket", async () => {
    const firstTicket: HubTicket = {
      ...curdTicket,
      customer: { ...curdTicket.customer, orders: 1, tickets: 1, credit: 90 },
    };
    renderHub('/hub/tickets', 'ops', {
      'GET hub/tickets/?status=open': { body: { tickets: [firstTicket], next: null } },
      'GET hub/tickets/12/': { body: firstTicket },
      'GET support/tickets/12/images/5': { body: {} },
      'GET hub/history/ticket/12/': { body: { history: [] } },
    });
    const row = (await screen.findByRole('link', { name: '#12' })).closest('tr')!;
    expect(row).toHaveTextContent('Asha · 1 order, 1 ticket, ₹90 credit');

    await userEvent.setup().click(within(row).getByRole('link', { name: '#12' }));
    expect(
      await screen.findByText('Asha, +91 9876500001: 1 order, 1 ticket, ₹90 credit to spend'),
    ).toBeInTheDocument();
  });

  it('resolves a ticket with a note: the schema asks for one, the server refuses with its sentence', async () => {
    let tries = 0;
    const { calls } = renderHub('/hub/tickets/12', 'ops', {
      'GET hub/tickets/12/': { body: curdTicket },
      'GET support/tickets/12/images/5': { body: {} },
      'GET hub/history/ticket/12/': { body: { history: [] } },
      'POST hub/tickets/12/resolve/': () =>
        ++tries === 1
          ? {
              status: 409,
              body: {
                code: 'OUT_OF_STOCK',
                detail:
                  'There is not enough stock of this product to send a replacement. Please add stock, or resolve the ticket with credit.',
              },
            }
          : { body: { ticket: {}, creditAmount: 45 } },
    });
    expect(await screen.findByText(/3 orders, 2 tickets, ₹0 credit to spend/)).toBeInTheDocument();
    expect(screen.getByText('Sour and watery')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo 1 of ticket #12' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    // Large enough to see, and opened at full size on its own.
    const fullSize = screen.getByRole('link', { name: /Photo 1 of ticket #12.*Open full size/ });
    expect(fullSize).toHaveAttribute('href', 'blob:photo');
    expect(fullSize).toHaveAttribute('target', '_blank');
    // The customer's wish is chosen first.
    expect(
      screen.getByRole('radio', { name: 'Credit (what was paid for the units)' }),
    ).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resolve ticket' }));
    expect(
      screen.getByText('Please write a note for the customer (at least 3 characters).'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.route === 'POST hub/tickets/12/resolve/')).toBe(false);

    await user.click(
      screen.getByRole('radio', { name: 'Replacement (a ₹0 order in the next slot)' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: /Note to the customer/ }),
      'A fresh cup comes tomorrow.',
    );
    await user.click(screen.getByRole('button', { name: 'Resolve ticket' }));
    expect(
      await screen.findByText(
        'There is not enough stock of this product to send a replacement. Please add stock, or resolve the ticket with credit.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Credit (what was paid for the units)' }));
    await user.click(screen.getByRole('button', { name: 'Resolve ticket' }));
    expect(await screen.findByText('Ticket #12 resolved: ₹45 credit given.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.route === 'POST hub/tickets/12/resolve/');
    expect(posts.map((call) => call.body)).toEqual([
      { version: 2, outcome: 'REPLACEMENT', note: 'A fresh cup comes tomorrow.' },
      { version: 2, outcome: 'DISCOUNT', note: 'A fresh cup comes tomorrow.' },
    ]);
  });

  it('shows what the item already had, and the money rule refusal in the server sentence', async () => {
    const sentence =
      'This item has already been credited or replaced for ₹90 of the ₹90 paid for it, so a replacement of 1 would give more than was paid. Please resolve the ticket with nothing.';
    renderHub('/hub/tickets/12', 'ops', {
      'GET hub/tickets/12/': {
        body: { ...curdTicket, item: { ...curdTicket.item!, replaced: 2 } },
      },
      'GET support/tickets/12/images/5': { body: {} },
      'GET hub/history/ticket/12/': { body: { history: [] } },
      'POST hub/tickets/12/resolve/': {
        status: 409,
        body: { code: 'ITEM_ALREADY_MADE_GOOD', detail: sentence },
      },
    });
    expect(
      await screen.findByText(/1 of 2 reported at ₹45 each; ₹0 credited and 2 replaced so far/),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('radio', { name: 'Replacement (a ₹0 order in the next slot)' }),
    );
    await user.type(screen.getByRole('textbox', { name: /Note to the customer/ }), 'Another one.');
    await user.click(screen.getByRole('button', { name: 'Resolve ticket' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it("tells a resolved ticket's history in the hub's words and in rupees", async () => {
    renderHub('/hub/tickets/12', 'ops', {
      'GET hub/tickets/12/': { body: curdTicket },
      'GET support/tickets/12/images/5': { body: {} },
      'GET hub/history/ticket/12/': {
        body: {
          history: [
            anEntry({
              action: 'resolve',
              before: { status: 'open' },
              after: { status: 'resolved', outcome: 'DISCOUNT', creditAmount: 1200 },
            }),
          ],
        },
      },
    });
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText('Credit amount:');
    expect(history).toHaveTextContent('State: Open → Resolved');
    expect(history).toHaveTextContent('Outcome: Credit');
    expect(history).toHaveTextContent('Credit amount: ₹1,200');
    expect(history).not.toHaveTextContent('DISCOUNT');
  });

  it("names the order by the customer's number, a link to the hub's page of it", async () => {
    renderHub('/hub/tickets/12', 'ops', {
      'GET hub/tickets/12/': { body: curdTicket },
      'GET support/tickets/12/images/5': { body: {} },
      'GET hub/history/ticket/12/': { body: { history: [] } },
    });
    const order = await screen.findByRole('link', { name: 'Order #76-2' });
    expect(order).toHaveAttribute('href', '/hub/orders/77');
    const fact = screen.getByText('Order', { selector: 'dt' }).nextElementSibling!;
    expect(fact).toHaveTextContent(/^Order #76-2, placed /);
    // The internal id is the link's target, never the words ops read out.
    expect(fact).not.toHaveTextContent('77');
  });

  it("opens a replacement on the hub's order page, not the shop's", async () => {
    const replaced: HubTicket = {
      ...curdTicket,
      status: 'resolved',
      resolution: {
        outcome: 'REPLACEMENT',
        note: 'A fresh tub comes tomorrow morning.',
        resolvedAt: '2026-11-23T06:00:00.000Z',
        creditAmount: 0,
        replacementOrderId: 978,
      },
    };
    renderHub('/hub/tickets/12', 'ops', {
      'GET hub/tickets/12/': { body: replaced },
      'GET support/tickets/12/images/5': { body: {} },
      'GET hub/history/ticket/12/': { body: { history: [] } },
    });
    expect(await screen.findByRole('link', { name: 'See the replacement' })).toHaveAttribute(
      'href',
      '/hub/orders/978',
    );
  });
});
