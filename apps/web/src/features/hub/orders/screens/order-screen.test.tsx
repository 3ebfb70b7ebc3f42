import type { OutboxMessageView } from '@makers-pantry/domain/messages';
import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOrderPage } from '../../testing/order-page-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

// The shared page of order 12, as a checkout of two orders (#11-2) at anOrder's own amounts.
const page: HubOrderPage = anOrderPage(
  { number: '#11-2', netAmount: 450, podCollection: { toCollect: 450, isCompleted: false } },
  {
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
  },
);

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
      'GET hub/orders/12/messages/': { body: { messages: [] } },
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
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).getByRole('button', { name: 'Mark packed' })).toBeInTheDocument();

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

describe("the order page's next steps", () => {
  const open = (order: Parameters<typeof anOrderPage>[0], extra = {}) =>
    renderHub('/hub/orders/12', 'ops', {
      'GET hub/orders/12/': { body: anOrderPage(order) },
      'GET hub/history/order/12/': { body: { history: [] } },
      'GET hub/orders/12/messages/': { body: { messages: [] } },
      ...extra,
    });
  const buttonNames = () =>
    within(screen.getByRole('region', { name: 'Next steps' }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it('shows one set: out for delivery, each door step once and no one-click twin of the board', async () => {
    open({ status: 60, nextStatuses: [70] });
    expect(await screen.findByRole('heading', { name: 'Order #11', level: 1 })).toBeVisible();
    expect(buttonNames()).toEqual(['Mark delivered', 'Delivery failed', 'Record cash collected']);
    // The board's row buttons ('Cash collected ₹90', a second 'Mark delivered') are not here.
    expect(screen.getAllByRole('button', { name: /delivered/i })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Cash collected ₹/ })).not.toBeInTheDocument();
  });

  it('packs a confirmed order in one click on the version shown, and cancels from the same set', async () => {
    const { calls } = open(
      { status: 20, nextStatuses: [50, 90] },
      {
        'POST hub/orders/12/status/': {
          body: { id: 12, status: 50, detail: 'Order #11 is packed.' },
        },
      },
    );
    await screen.findByRole('heading', { name: 'Order #11', level: 1 });
    expect(buttonNames()).toEqual(['Mark packed', 'Cancel the order']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByText('Order #11 is packed.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/12/status/')?.body).toEqual({
      status: 50,
      version: 40,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows no steps for a delivered order whose cash is in', async () => {
    open({ status: 70, nextStatuses: [], podCollection: { toCollect: 90, isCompleted: true } });
    await screen.findByRole('heading', { name: 'Order #11', level: 1 });
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
  });
});

describe("the order page's messages", () => {
  it('lists what the customer was sent, with each state and why one failed', async () => {
    renderHub('/hub/orders/12', 'ops', {
      'GET hub/orders/12/': { body: page },
      'GET hub/history/order/12/': { body: { history: [] } },
      'GET hub/orders/12/messages/': {
        body: {
          messages: [
            aMessage({
              id: 2,
              template: 'out_for_delivery',
              state: 'failed',
              channel: 'whatsapp',
              reason: 'WhatsApp refused the message (131026).',
              text: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ, ಇಂದು ನಿಮ್ಮನ್ನು ತಲುಪುತ್ತದೆ.',
            }),
            aMessage({ id: 1, state: 'delivered', sentAt: '2026-11-26T09:01:00.000Z' }),
          ],
        },
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Messages' });
    const section = heading.closest('section')!;
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Failed');
    expect(items[0]).toHaveTextContent('WhatsApp to 9876543210 · Kannada');
    expect(items[0]).toHaveTextContent('ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ');
    expect(items[0]).toHaveTextContent('Why: WhatsApp refused the message (131026).');
    expect(items[1]).toHaveTextContent('Delivered');
    expect(items[1]).toHaveTextContent('SMS to 9876543210');
    expect(items[1]).not.toHaveTextContent('Why:');
  });
});

function aMessage(fields: Partial<OutboxMessageView>): OutboxMessageView {
  return {
    id: 1,
    mobile: '9876543210',
    template: 'order_paid',
    language: 'kn',
    channel: 'sms',
    state: 'queued',
    text: 'Makers Pantry: ಆರ್ಡರ್ #11 ಗಾಗಿ ₹90 ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ.',
    attempts: 1,
    reason: null,
    queuedAt: '2026-11-26T09:00:00.000Z',
    nextAttemptAt: null,
    sentAt: null,
    deliveredAt: null,
    orderId: 12,
    ...fields,
  };
}
