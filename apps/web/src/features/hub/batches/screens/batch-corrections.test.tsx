import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BatchOrder, HubBatch } from '@makers-pantry/domain/hub-batches';
import { aBatch } from '../../testing/batch-fixtures';
import { anEntry } from '../../testing/maker-fixtures';
import { anOrderPage } from '../../testing/order-page-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const approved = aBatch({
  status: 'approved',
  quantity: 20,
  quantityOrdered: 3,
  quantityRemaining: 17,
  version: 5,
});

const asha: BatchOrder = {
  orderId: 12,
  number: '#11',
  status: 70,
  units: 2,
  customer: { id: 1, name: 'Asha Rao', mobile: '9876543210' },
  isDelivered: true,
};
const ravi: BatchOrder = {
  orderId: 15,
  number: '#14-2',
  status: 50,
  units: 1,
  customer: { id: 4, name: 'Ravi Shankar', mobile: '9123450022' },
  isDelivered: false,
};

/** Ops on an approved batch that two orders took units of; the fake server follows the steps. */
function openApproved(url = `/hub/batches/${approved.id}`, more = {}) {
  let batch: HubBatch = approved;
  const change = (changes: Partial<HubBatch>) => {
    batch = { ...batch, ...changes, version: batch.version + 1 };
    return batch;
  };
  return renderHub(url, 'ops', {
    ...more,
    [`GET hub/batches/${approved.id}/`]: () => ({ body: batch }),
    [`GET hub/history/batch/${approved.id}/`]: { body: { history: [] } },
    [`GET hub/batches/${approved.id}/orders/`]: { body: { orders: [asha, ravi] } },
    [`POST hub/batches/${approved.id}/corrections/`]: (body) => {
      const { units } = body as { units: number };
      return { body: change({ quantityRemaining: batch.quantityRemaining - units }) };
    },
    [`POST hub/batches/${approved.id}/write-off/`]: () => ({
      body: change({ status: 'written_off', stopReason: 'Damaged: the cold room failed' }),
    }),
    [`POST hub/batches/${approved.id}/recall/`]: () => ({
      body: {
        batch: change({ status: 'recalled', stopReason: 'Insects in the pack' }),
        orders: [asha, ravi],
        detail: 'Batch #12 is recalled: 2 orders to call.',
      },
    }),
  });
}

const dialog = () => screen.getByRole('dialog');

describe("an approved batch's stock corrections and recall, for ops", () => {
  it('lists who received the batch, and takes damaged units off the count with the reason', async () => {
    const { calls } = openApproved();
    const user = userEvent.setup();
    const orders = (await screen.findByRole('heading', { name: 'Orders that have it' })).closest(
      'section',
    )!;
    expect(await within(orders).findByRole('link', { name: 'Order #11' })).toHaveAttribute(
      'href',
      '/hub/orders/12',
    );
    expect(orders).toHaveTextContent('Asha Rao, 9876543210, 2 units, delivered');

    await user.click(screen.getByRole('button', { name: 'Correct the count' }));
    expect(dialog()).toHaveTextContent('17 left on the shelf; orders took 3.');
    await user.click(within(dialog()).getByRole('radio', { name: /Damaged/ }));
    const units = within(dialog()).getByRole('spinbutton', { name: 'Units' });
    await user.clear(units);
    await user.type(units, '2');
    await user.type(within(dialog()).getByRole('textbox', { name: /Note/ }), 'Crushed in transit');
    await user.click(within(dialog()).getByRole('button', { name: 'Save the count' }));
    expect(await screen.findByText('Batch #12 now has 15 left.')).toBeInTheDocument();
    expect(calls.find((call) => call.route.endsWith('/corrections/'))?.body).toEqual({
      version: 5,
      reason: 'damaged',
      units: 2,
      note: 'Crushed in transit',
    });
  });

  it('writes off what is left with the reason', async () => {
    const { calls } = openApproved();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write off' }));
    expect(dialog()).toHaveTextContent('The 17 units left stop selling at once, for good.');
    await user.click(within(dialog()).getByRole('radio', { name: /Expired early/i }));
    await user.click(within(dialog()).getByRole('button', { name: 'Write off' }));
    expect(await screen.findByText('Batch #12 written off.')).toBeInTheDocument();
    expect(calls.find((call) => call.route.endsWith('/write-off/'))?.body).toEqual({
      version: 5,
      reason: 'expired_early',
    });
  });

  it('recalls it: says how many orders it reaches, then lists the customers to call', async () => {
    const { calls } = openApproved();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recall' }));
    expect(
      await within(dialog()).findByText(
        /2 orders have units of it \(1 delivered\): each gets a note in its timeline/,
      ),
    ).toBeVisible();
    await user.type(within(dialog()).getByRole('textbox', { name: /Why/ }), 'Insects in the pack');
    await user.click(within(dialog()).getByRole('button', { name: 'Recall' }));
    expect(await screen.findByText('Batch #12 is recalled: 2 orders to call.')).toBeInTheDocument();
    const orders = (await screen.findByRole('heading', { name: 'Orders to call' })).closest(
      'section',
    )!;
    expect(orders).toHaveTextContent('Asha Rao, 9876543210, 2 units, delivered: call the customer');
    expect(orders).toHaveTextContent(
      'Ravi Shankar, 9123450022, 1 unit, not delivered yet: do not send',
    );
    expect(within(orders).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(screen.getByText('Recalled: Insects in the pack')).toBeVisible();
    // Recalled: no step is left but the history.
    expect(screen.queryByRole('button', { name: 'Recall' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.route.endsWith('/recall/'))?.body).toEqual({
      version: 5,
      reason: 'Insects in the pack',
    });
  });

  it('shows a recalled batch with nothing left to sell, and its history names the orders as customers do', async () => {
    const recalled = aBatch({
      ...approved,
      status: 'recalled',
      quantityRemaining: 5,
      stopReason: 'Insects in the pack',
    });
    renderHub(`/hub/batches/${recalled.id}`, 'ops', {
      [`GET hub/batches/${recalled.id}/`]: { body: recalled },
      [`GET hub/batches/${recalled.id}/orders/`]: { body: { orders: [asha, ravi] } },
      [`GET hub/history/batch/${recalled.id}/`]: {
        body: {
          history: [
            anEntry({
              id: 9,
              action: 'recalled',
              before: { status: 'approved', stopReason: null, orders: null },
              after: {
                status: 'recalled',
                stopReason: 'Insects in the pack',
                orders: ['#11', '#14-2'],
              },
            }),
          ],
        },
      },
    });
    const left = (await screen.findByText('Left', { selector: 'dt' })).nextElementSibling!;
    // Five units are still counted on the record, but recalled stock is not for sale.
    expect(left).toHaveTextContent('None (recalled)');
    expect(left).not.toHaveTextContent('5');
    const history = (await screen.findByRole('heading', { name: 'History' })).closest('section')!;
    const orders = await within(history).findByText('Orders that had it:');
    expect(orders.parentElement).toHaveTextContent(/^Orders that had it: #11, #14-2$/);
    expect(history).toHaveTextContent('Why it stopped: — → Insects in the pack');
    expect(history).not.toHaveTextContent('[');
  });

  it("shows the recall's note on an order's page read before the recall", async () => {
    let recalled = false;
    const note = {
      at: '2026-11-28T10:00:00.000Z',
      fromStatus: 70,
      toStatus: 70,
      actor: 'ops' as const,
      actorName: 'Ravi Kumar',
      note: 'Batch 12 was recalled (Insects in the pack). Call the customer.',
      isForCustomer: false,
    };
    openApproved('/hub/orders/12', {
      'GET hub/orders/12/': () => ({
        body: anOrderPage(
          { status: 70, nextStatuses: [] },
          {
            items: [
              {
                ...anOrderPage().items[0]!,
                batches: [{ batchId: 12, quantity: 2, bestBefore: null, isReturned: false }],
              },
            ],
            events: recalled ? [note] : [],
          },
        ),
      }),
      'GET hub/history/order/12/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Batch #12' }));
    await user.click(await screen.findByRole('button', { name: 'Recall' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /Why/ }), 'Insects in the pack');
    recalled = true;
    await user.click(within(dialog()).getByRole('button', { name: 'Recall' }));
    const toCall = (await screen.findByRole('heading', { name: 'Orders to call' })).closest(
      'section',
    )!;
    await user.click(within(toCall).getByRole('link', { name: 'Order #11' }));
    expect(
      await screen.findByText('Batch 12 was recalled (Insects in the pack). Call the customer.'),
    ).toBeVisible();
  });

  it('asks for the units and the reason of a recall before sending anything', async () => {
    const { calls } = openApproved();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct the count' }));
    await user.clear(within(dialog()).getByRole('spinbutton', { name: 'Units' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save the count' }));
    // The schema's sentence stands under the box it is about, read with it.
    expect(within(dialog()).getByRole('spinbutton', { name: 'Units' })).toHaveAccessibleDescription(
      /The number of units/,
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Recall' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Recall' }));
    expect(
      within(dialog()).getByRole('textbox', { name: 'Why (the notes say it)' }),
    ).toHaveAccessibleDescription(/The reason/);
    expect(calls.filter((call) => call.route.startsWith('POST hub/'))).toEqual([]);
  });
});
