import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOrder } from '../../testing/board-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const page: HubOrderPage = {
  order: anOrder({ id: 12, number: '#11-2', paymentId: 11 }),
  version: 40,
  awaitsDecision: false,
  cashCollected: null,
  address: {
    name: 'Asha Rao',
    mobile: '9876543210',
    lines: ['A-204, Lakeside', 'Varthur, Bangalore 560087'],
  },
  items: [
    {
      id: 5,
      productId: 3,
      productName: 'Thick Curd',
      packageSize: 500,
      measurementUnit: 'g',
      quantity: 2,
      price: 45,
      batches: [{ batchId: 71, quantity: 2, bestBefore: '2026-12-01', isReturned: false }],
    },
  ],
  refund: null,
  cancelReason: null,
  events: [
    {
      at: '2026-11-26T09:00:00.000Z',
      fromStatus: null,
      toStatus: 20,
      actor: 'customer',
      actorName: 'Asha Rao',
      note: null,
      isForCustomer: false,
    },
  ],
  tickets: [],
};

describe("the hub's order page", () => {
  it("shows the order by the customer's number, its batches and timeline, and adds an internal note", async () => {
    const noted = {
      ...page,
      events: [
        ...page.events,
        {
          at: '2026-11-26T10:00:00.000Z',
          fromStatus: 20,
          toStatus: 20,
          actor: 'ops' as const,
          actorName: 'Meena Ops',
          note: 'Ring twice',
          isForCustomer: false,
        },
      ],
    };
    const { calls } = renderHub('/hub/orders/12', 'ops', {
      'GET hub/orders/12/': { body: page },
      'GET hub/history/order/12/': { body: { history: [] } },
      'POST hub/orders/12/notes/': { body: noted },
    });
    expect(await screen.findByRole('heading', { name: 'Order #11-2', level: 1 })).toBeVisible();
    const items = screen.getByRole('heading', { name: 'Items' }).closest('section')!;
    expect(items).toHaveTextContent('2 × Thick Curd');
    expect(within(items).getByRole('link', { name: 'Batch #71' })).toHaveAttribute(
      'href',
      '/hub/batches/71',
    );
    expect(items).toHaveTextContent('best before 1 Dec 2026');
    expect(screen.getByRole('button', { name: 'Mark packed: order #11-2' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The note');
    await user.type(
      screen.getByRole('textbox', { name: 'Internal note (the customer never sees it)' }),
      'Ring twice',
    );
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Ring twice')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/12/notes/')?.body).toEqual({
      note: 'Ring twice',
    });
  });
});
