import type { HubRefundRow } from '@makers-pantry/domain/hub-refunds';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const aRefund = (overrides: Partial<HubRefundRow>): HubRefundRow => ({
  id: 1,
  orderId: 101,
  order: { id: 101, number: '#9001-2' },
  captureId: null,
  paymentId: 9001,
  amount: 246,
  status: 'pending',
  sentToProvider: false,
  failedAttempts: 0,
  nextAttemptAt: null,
  lastError: null,
  needsAttention: false,
  bookedAt: '2026-11-26T05:00:00.000Z',
  ...overrides,
});

const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;

describe('refunds', () => {
  it('lists the refunds not yet done, naming the ones that need someone, and asks the gateway again', async () => {
    let unsent = true;
    const { calls } = renderHub('/hub/refunds', 'ops', {
      'GET hub/refunds/': () => ({
        body: {
          refunds: [
            aRefund({
              id: 7,
              failedAttempts: 5,
              lastError: 'Gateway timed out',
              nextAttemptAt: '2026-11-26T07:00:00.000Z',
              needsAttention: true,
            }),
            aRefund({ id: 8, orderId: null, order: null, amount: 90, sentToProvider: !unsent }),
            aRefund({ id: 9, sentToProvider: true }),
          ],
        },
      }),
      'POST hub/refunds/retry/': () => {
        unsent = false;
        return { body: { sent: 2 } };
      },
    });
    expect(await screen.findByText('#7')).toBeInTheDocument();
    expect(within(rowOf(7)).getByText('Needs attention')).toBeInTheDocument();
    expect(rowOf(7)).toHaveTextContent('5 failed, next 26 Nov 2026, 12:30 PM');
    expect(rowOf(7)).toHaveTextContent('Gateway timed out');
    // The order by the number its customer knows, a link to its page in the hub.
    expect(rowOf(7)).toHaveTextContent('Order #9001-2 (purchase #9001)');
    expect(within(rowOf(7)).getByRole('link', { name: '#9001-2' })).toHaveAttribute(
      'href',
      '/hub/orders/101',
    );
    expect(within(rowOf(8)).getByText('Waiting to be sent')).toBeInTheDocument();
    expect(rowOf(8)).toHaveTextContent('A payment not kept (purchase #9001)');
    expect(within(rowOf(9)).getByText('With the gateway')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask the gateway now' }));
    expect(await screen.findByText('2 refunds sent to the gateway.')).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST hub/refunds/retry/')).toHaveLength(1);
  });

  it('says when nothing is waiting, with nothing to ask the gateway', async () => {
    renderHub('/hub/refunds', 'ops', { 'GET hub/refunds/': { body: { refunds: [] } } });
    expect(
      await screen.findByText("No refund is waiting: every one has reached the customer's bank."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the gateway now' })).toBeNull();
  });
});
