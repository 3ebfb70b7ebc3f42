import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../../testing/fake-upload';
import type { HubBatch } from '@makers-pantry/domain/hub-batches';
import { aBatch } from '../../testing/batch-fixtures';
import { anEntry } from '../../testing/maker-fixtures';
import { renderHub, startEachHubTestFresh, type Person } from '../../testing/render-hub';

startEachHubTestFresh();

const planned = aBatch();
const plannedEntry = anEntry({
  id: 1,
  at: '2026-11-20T05:00:00.000Z',
  actor: { id: 2, name: 'Lakshmi Narayan', role: 'seller' },
  action: 'planned',
  after: { status: 'planned', quantity: 20, bestBefore: '2027-01-15', version: 1 },
});

const stale = {
  status: 409,
  body: {
    detail:
      'Someone else changed this while you were editing. Please reload it and make your change again.',
    code: 'STALE_VERSION',
  },
};

/** A batch the fake server keeps, changing as the requests say. */
function openBatch(as: Person, start: HubBatch = planned, extra = {}) {
  let batch = start;
  const history = [plannedEntry];
  const set = (changes: Partial<HubBatch>, action: string) => {
    const before = { status: batch.status, quantity: batch.quantity };
    batch = { ...batch, ...changes, version: batch.version + 1 };
    history.unshift(
      anEntry({
        id: history.length + 1,
        action,
        before,
        after: { status: batch.status, quantity: batch.quantity },
      }),
    );
    return { body: batch };
  };
  const view = renderHub(`/hub/batches/${start.id}`, as, {
    [`GET hub/batches/${start.id}/`]: () => ({ body: batch }),
    [`GET hub/history/batch/${start.id}/`]: () => ({ body: { history } }),
    // An approved batch lists the orders that took its units (none here).
    [`GET hub/batches/${start.id}/orders/`]: { body: { orders: [] } },
    [`POST hub/batches/${start.id}/receive/`]: (body) =>
      set(
        {
          status: 'inwarded',
          plannedQuantity: batch.quantity,
          quantity: (body as { quantityReceived: number }).quantityReceived,
          quantityRemaining: (body as { quantityReceived: number }).quantityReceived,
          receivedAt: '2026-11-26T05:00:00.000Z',
          receivedBy: { id: 3, name: 'Ravi Kumar' },
        },
        'received',
      ),
    [`POST hub/batches/${start.id}/approve/`]: () =>
      set(
        {
          status: 'approved',
          checkedAt: '2026-11-26T06:00:00.000Z',
          checkedBy: { id: 3, name: 'Ravi Kumar' },
        },
        'approved',
      ),
    [`POST hub/batches/${start.id}/reject/`]: (body) =>
      set({ status: 'rejected', rejectionReason: (body as { reason: string }).reason }, 'rejected'),
    ...extra,
  });
  return { ...view, change: (changes: Partial<HubBatch>) => set(changes, 'edited') };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('a batch', () => {
  it('shows its facts and its history: who did what, when, and the fields', async () => {
    openBatch('ops');
    expect(await screen.findByRole('heading', { name: 'Batch #12' })).toBeInTheDocument();
    expect(fact('Product')).toHaveTextContent('Ragi Flour · 500 g');
    expect(fact('Seller')).toHaveTextContent("Amma's Kitchen");
    expect(fact('State')).toHaveTextContent('Planned');
    expect(fact('Quantity')).toHaveTextContent('20 planned');
    expect(fact('Best-before')).toHaveTextContent('15 Jan 2027');
    expect(screen.getByRole('link', { name: '← Batches' })).toHaveAttribute('href', '/hub/batches');

    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText('Planned', { selector: 'strong' })).toBeInTheDocument();
    expect(history).toHaveTextContent('Planned by Lakshmi Narayan (Seller)');
    expect(history).toHaveTextContent('20 Nov 2026, 10:30 AM');
    expect(history).toHaveTextContent('Quantity: 20');
    expect(history).toHaveTextContent('Best-before: 15 Jan 2027');
    expect(history).not.toHaveTextContent('Version');
  });

  it('is marked received 2 short, then approved, by ops; the history grows with each step', async () => {
    const { calls } = openBatch('ops');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark received' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark batch #12 received' });
    const count = within(dialog).getByRole('spinbutton', { name: 'Quantity received (units)' });
    expect(count).toHaveValue(20);
    expect(within(dialog).getByRole('status')).toHaveTextContent('As planned: 20 units.');
    await user.clear(count);
    await user.type(count, '18');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 short of the 20 planned.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));

    expect(await screen.findByText('Batch #12 received: 18 units.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/batches/12/receive/')?.body).toEqual({
      version: 1,
      quantityReceived: 18,
    });
    expect(fact('State')).toHaveTextContent('Received');
    expect(fact('Received')).toHaveTextContent('18 of 20 planned');
    expect(fact('Received')).toHaveTextContent('2 short');
    expect(fact('Received at the hub')).toHaveTextContent('by Ravi Kumar');
    expect(screen.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      await within(history).findByText('Received', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(history).toHaveTextContent('Quantity: 20 → 18');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = screen.getByRole('dialog', { name: 'Approve batch #12?' });
    expect(approve).toHaveTextContent('18 units of Ragi Flour passed the quality check');
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Batch #12 approved: 18 units on sale.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/batches/12/approve/')?.body).toEqual({
      version: 2,
    });
    expect(fact('State')).toHaveTextContent('Approved');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(
      await within(history).findByText('Approved', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(history).toHaveTextContent('State: Received → Approved');
  });

  it('is received with a photo of its receipt, sent on the version the receipt gave it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const held = fakeUploads();
    const { change } = openBatch('ops', planned, {
      'GET hub/batches/12/receipt-photo/': { body: {} },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark received' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark batch #12 received' });
    await user.upload(
      within(dialog).getByLabelText('Receipt photo (optional)'),
      new File(['bytes'], 'delivery-note.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Batch #12 received: 20 units.')).toBeInTheDocument();

    await expect.poll(() => held.length).toBe(1);
    const upload = held[0]!;
    expect(upload.method).toBe('PUT');
    expect(upload.path).toBe('hub/batches/12/receipt-photo/');
    expect(upload.form.get('version')).toBe('2');
    upload.answer(200, change({ receiptPhoto: '/api/hub/batches/12/receipt-photo/' }).body);
    expect(await screen.findByText('Receipt photo of batch #12 kept.')).toBeInTheDocument();
    expect(
      await within(fact('Receipt photo') as HTMLElement).findByRole('img', {
        name: 'Receipt photo of batch #12',
      }),
    ).toHaveAttribute('src', 'blob:receipt');
  });

  it('is rejected with a reason, which is asked for first', async () => {
    const { calls } = openBatch('ops', aBatch({ status: 'inwarded', plannedQuantity: 20 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject batch #12?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(/reason/i, { selector: 'p' })).toBeInTheDocument();
    expect(calls.some((call) => call.route === 'POST hub/batches/12/reject/')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why it failed the quality check' }),
      'Damp packs, mould on two',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Batch #12 rejected.')).toBeInTheDocument();
    expect(fact('State')).toHaveTextContent('Rejected');
    expect(fact('Why it was rejected')).toHaveTextContent('Damp packs, mould on two');
    // Its count stays on record, but nothing of it is left to sell.
    expect(fact('Left')).toHaveTextContent('None (rejected)');
  });

  it('lets its seller edit or delete it while planned, but not receive or check it', async () => {
    openBatch('seller');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
  });

  it('tells its seller a received batch waits for the quality check, with nothing to press', async () => {
    openBatch('seller', aBatch({ status: 'inwarded', plannedQuantity: 20 }));
    expect(
      await screen.findByText(
        'Received at the hub: it goes on sale once it passes the quality check.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("says a colleague's change came first, and Reload brings it in to edit again", async () => {
    let answerStale = true;
    const server = openBatch('ops', planned, {
      'PATCH hub/batches/12/': (body: unknown) => {
        if (answerStale) return stale;
        return server.change({ quantity: (body as { quantity: number }).quantity });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit batch #12' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity (units)' });
    await user.clear(quantity);
    await user.type(quantity, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else changed this while you were editing. Please reload it and make your change again.',
    );
    expect(server.calls.find((call) => call.route === 'PATCH hub/batches/12/')?.body).toEqual({
      version: 1,
      quantity: 30,
    });

    // Meanwhile a colleague made it 25.
    server.change({ quantity: 25, quantityRemaining: 25 });
    answerStale = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit batch #12' });
    expect(await within(dialog).findByRole('spinbutton', { name: 'Quantity (units)' })).toHaveValue(
      25,
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fact('Quantity')).toHaveTextContent('25 planned');

    const again = within(dialog).getByRole('spinbutton', { name: 'Quantity (units)' });
    await user.clear(again);
    await user.type(again, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch #12 saved.')).toBeInTheDocument();
    expect(
      server.calls.filter((call) => call.route === 'PATCH hub/batches/12/').at(-1)?.body,
    ).toEqual({ version: 2, quantity: 30 });
    expect(fact('Quantity')).toHaveTextContent('30 planned');
  });

  it('is deleted after asking, back to the list', async () => {
    const { calls, location } = openBatch('seller', planned, {
      'DELETE hub/batches/12/?version=1': { body: { deleted: true } },
      'GET hub/batches/seller-product-batches/ALL/': {
        body: { batches: [], batchesCount: 0, pageSize: 50 },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete batch #12?' });
    expect(dialog).toHaveTextContent('The plan of 20 units of Ragi Flour goes');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Batch #12 deleted.')).toBeInTheDocument();
    expect(location()).toBe('/hub/batches');
    expect(calls.some((call) => call.route === 'DELETE hub/batches/12/?version=1')).toBe(true);
  });

  it("answers another maker's batch with Page not found", async () => {
    renderHub('/hub/batches/99', 'seller', {
      'GET hub/batches/99/': {
        status: 404,
        body: { detail: 'This batch was not found.', code: 'NOT_FOUND' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
