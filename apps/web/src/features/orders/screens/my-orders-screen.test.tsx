import type { HistoryPayment, OrderDetail, OrderTicket } from '@makers-pantry/domain/order-history';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fakeFetch } from '../../../testing/fake-fetch';
import { everythingInView } from '../../../testing/intersection-observer';
import { renderRoute } from '../../../testing/render-route';
import { MyOrdersScreen } from './my-orders-screen';
import { OrderDetailScreen } from './order-detail-screen';

const address = {
  name: 'Asha Rao',
  mobile: '9876543210',
  doorNum: 'B-1104',
  buildingDetails: 'Prestige Lakeside Habitat',
  road: '',
  area: 'Gunjur',
  city: 'BANGALORE',
  pincode: '560087',
};
const slot = (id: number, type = 10) => ({
  id,
  date: '2026-11-18',
  startDatetime: '2026-11-18T11:30:00Z',
  endDatetime: '2026-11-18T14:30:00Z',
  type,
  promisedDeliveryTime: type === 100 ? 30 : null,
  isPodAllowed: true,
  freeDeliveryAmount: 499,
  deliveryFee: 30,
  serviceablePolygon: 300,
});
const payment = (id: number, extra: Partial<HistoryPayment> = {}): HistoryPayment => ({
  id,
  method: 20,
  paymentStatus: 'pod_pending',
  netAmount: 450,
  discountAmount: 0,
  itemsTotal: 420,
  grossAmount: 450,
  deliveryFee: 30,
  startedAt: '2026-11-17T10:00:00Z',
  address,
  deliverySlots: [
    {
      ...slot(id * 10),
      orders: [
        {
          id: id * 100,
          status: 20,
          items: [{ id: 1, productId: 7, productName: 'Ragi Dosa Batter' }],
        },
      ],
      podCollection: { toCollect: 450, isCompleted: false },
    },
  ],
  refund: null,
  payBy: null,
  ...extra,
});

beforeEach(() => everythingInView());
afterEach(() => vi.unstubAllGlobals());

describe('My Orders', () => {
  it('shows each checkout as the shop describes it, and loads the next page by cursor', async () => {
    const requested = fakeFetch((path) =>
      path === 'orders/v2/'
        ? { body: { payments: [payment(9)], nextCursor: 9 } }
        : {
            body: {
              payments: [
                payment(4, {
                  netAmount: 0,
                  discountAmount: 0,
                  deliverySlots: [
                    {
                      ...slot(40, 100),
                      orders: [
                        {
                          id: 400,
                          status: 90,
                          items: [{ id: 2, productId: 8, productName: 'Thick Curd' }],
                        },
                      ],
                      podCollection: { toCollect: 0, isCompleted: true },
                    },
                  ],
                }),
              ],
              nextCursor: null,
            },
          },
    );
    renderRoute('/myorders', <MyOrdersScreen />, '/myorders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    const first = (await screen.findByText('ID #9')).closest('li')!;
    expect(within(first).getByText('₹450')).toBeInTheDocument();
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first).getByText('POD Pending ₹450')).toBeInTheDocument();
    expect(within(first).getByText('Ragi Dosa Batter')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/order/900',
    );
    expect(within(first).getByRole('link', { name: 'Report Issue' })).toHaveAttribute(
      'href',
      '/help',
    );

    const second = (await screen.findByText('ID #4')).closest('li')!;
    expect(requested).toEqual(['orders/v2/', 'orders/v2/?cursor=9']);
    expect(within(second).getByText('30 min delivery')).toBeInTheDocument();
    expect(within(second).getByText('Cancelled')).toBeInTheDocument();
    // Nothing paid and no discount: no amount, no way into the detail, no Report Issue.
    expect(within(second).queryByText(/₹/)).toBeNull();
    expect(within(second).queryByRole('link', { name: 'Details' })).toBeNull();
    expect(within(second).queryByRole('link', { name: 'Report Issue' })).toBeNull();
  });

  it('shows what a cancel sends back, and when', async () => {
    fakeFetch(() => ({
      body: {
        payments: [payment(12, { netAmount: 1_550, refund: { amount: 290, status: 'processed' } })],
        nextCursor: null,
      },
    }));
    renderRoute('/myorders', <MyOrdersScreen />, '/myorders');
    const card = (await screen.findByText('ID #12')).closest('li')!;
    expect(within(card).getByText('₹1,550')).toBeInTheDocument();
    expect(within(card).getByText('Refunded ₹290')).toBeInTheDocument();
    expect(within(card).getByText(/within 5-7 business days/)).toBeInTheDocument();
  });

  it("offers 'Pay now' and 'Cancel' for an unpaid checkout until its hold ends", async () => {
    let status = 'awaiting_payment';
    const opened: string[] = [];
    let dismiss = () => {};
    class FakeCheckout {
      constructor(
        private readonly options: { order_id: string; modal: { ondismiss: () => void } },
      ) {}
      on() {}
      open() {
        opened.push(this.options.order_id);
        dismiss = this.options.modal.ondismiss;
      }
      close() {}
    }
    window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
    const requested = fakeFetch((path) => {
      if (path === 'orders/for_payment/15/cancel/') status = 'cancelled';
      if (path.startsWith('orders/for_payment/15/'))
        return {
          body: {
            myjaxyPaymentId: 15,
            paymentMethod: 10,
            paymentStatus: status,
            netPayable: 450,
            razorpayCheckoutOptions:
              status === 'awaiting_payment'
                ? { key: 'k', amount: 45000, currency: 'INR', order_id: 'order_15', name: 'M' }
                : null,
          },
        };
      return {
        body: {
          payments: [
            payment(15, {
              method: 10,
              paymentStatus: status as HistoryPayment['paymentStatus'],
              payBy: status === 'awaiting_payment' ? '2026-11-17T10:15:00Z' : null,
            }),
          ],
          nextCursor: null,
        },
      };
    });
    renderRoute('/myorders', <MyOrdersScreen />, '/myorders');
    const card = (await screen.findByText('ID #15')).closest('li')!;
    // 10:15 UTC is 3:45 PM in India.
    expect(within(card).getByText(/Pay by 3:45 pm/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(opened).toEqual(['order_15']));
    // The shopper closes the dialog and gives the order up instead.
    act(() => dismiss());

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull());
    expect(requested).toContain('orders/for_payment/15/cancel/');
    delete window.Razorpay;
  });

  it("takes a checkout's items out of the cart once 'Pay now' has paid it", async () => {
    class PayingCheckout {
      constructor(
        private readonly options: { handler: (success: Record<string, string>) => void },
      ) {}
      on() {}
      open() {
        this.options.handler({
          razorpay_payment_id: 'pay_16',
          razorpay_order_id: 'order_16',
          razorpay_signature: 'signed',
        });
      }
      close() {}
    }
    window.Razorpay = PayingCheckout as unknown as typeof window.Razorpay;
    // Two of the oil were ordered; a third and the ghee were added to the cart since.
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        { id: 11, name: 'Oil', price: 200, quantity: 3 },
        { id: 12, name: 'Ghee', price: 500, quantity: 1 },
      ]),
    );
    const item = { id: 1, productId: 11, name: 'Oil', quantity: 2, price: 200 };
    fakeFetch((path) => {
      if (path === 'orders/payment/confirm/')
        return { body: { orders: [{ id: 160, items: [item] }] } };
      if (path === 'orders/for_payment/16/')
        return {
          body: {
            myjaxyPaymentId: 16,
            paymentMethod: 10,
            paymentStatus: 'awaiting_payment',
            netPayable: 400,
            razorpayCheckoutOptions: {
              key: 'k',
              amount: 40000,
              currency: 'INR',
              order_id: 'order_16',
              name: 'M',
            },
          },
        };
      return {
        body: {
          payments: [
            payment(16, {
              method: 10,
              paymentStatus: 'awaiting_payment',
              payBy: '2026-11-17T10:15:00Z',
            }),
          ],
          nextCursor: null,
        },
      };
    });
    const router = renderRoute('/myorders', <MyOrdersScreen />, '/myorders');
    const card = (await screen.findByText('ID #16')).closest('li')!;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/confirm/16'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([
      { id: 11, name: 'Oil', price: 200, quantity: 1 },
      { id: 12, name: 'Ghee', price: 500, quantity: 1 },
    ]);
    delete window.Razorpay;
  });

  it("keeps 'Pay now' busy while a payment that succeeded after a failed try is confirmed", async () => {
    let pay = (_success: Record<string, string>) => {};
    let fail = (_failure: { error: { description?: string } }) => {};
    class RetriedCheckout {
      constructor(
        private readonly options: { handler: (success: Record<string, string>) => void },
      ) {}
      on(_event: string, callback: typeof fail) {
        fail = callback;
      }
      open() {
        pay = this.options.handler;
      }
      close() {}
    }
    window.Razorpay = RetriedCheckout as unknown as typeof window.Razorpay;
    let confirmed = (_answer: Response) => {};
    const answer = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input).replace(/^\/api\//, '');
        if (path === 'orders/payment/confirm/')
          return new Promise<Response>((resolve) => (confirmed = resolve));
        if (path === 'orders/for_payment/17/')
          return answer({
            myjaxyPaymentId: 17,
            paymentMethod: 10,
            paymentStatus: 'awaiting_payment',
            netPayable: 450,
            razorpayCheckoutOptions: {
              key: 'k',
              amount: 45000,
              currency: 'INR',
              order_id: 'order_17',
              name: 'M',
            },
          });
        return answer({
          payments: [
            payment(17, {
              method: 10,
              paymentStatus: 'awaiting_payment',
              payBy: '2026-11-17T10:15:00Z',
            }),
          ],
          nextCursor: null,
        });
      }),
    );
    const router = renderRoute('/myorders', <MyOrdersScreen />, '/myorders');
    const card = (await screen.findByText('ID #17')).closest('li')!;
    const payNow = within(card).getByRole('button', { name: 'Pay now' });
    await userEvent.setup().click(payNow);
    await waitFor(() => expect(payNow).toBeDisabled());
    // The card is declined; the dialog stays open and the shopper tries another.
    act(() => fail({ error: { description: 'Card declined' } }));
    await waitFor(() => expect(payNow).toBeEnabled());
    act(() =>
      pay({
        razorpay_payment_id: 'pay_17',
        razorpay_order_id: 'order_17',
        razorpay_signature: 's',
      }),
    );
    expect(payNow).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => confirmed(answer({ orders: [] })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/confirm/17'));
    delete window.Razorpay;
  });

  it("says 'No past orders' when there are none", async () => {
    fakeFetch(() => ({ body: { payments: [], nextCursor: null } }));
    renderRoute('/myorders', <MyOrdersScreen />, '/myorders');
    expect(await screen.findByText('No past orders')).toBeInTheDocument();
  });
});

const detail = (
  status = 20,
  canCancel = true,
  batches: OrderDetail['items'][number]['batches'] = [],
  tickets: OrderTicket[] = [],
): OrderDetail => ({
  id: 900,
  status,
  canCancel,
  itemsSubtotal: 240,
  items: [],
  refund: status === 90 ? { amount: 246, status: 'pending' } : null,
  cancelReason: status === 90 ? 'Ordered twice' : null,
  tickets,
  payment: {
    id: 9,
    method: 10,
    paymentStatus: 'completed',
    startedAt: '2026-11-17T10:00:00Z',
    address,
    itemsTotal: 240,
    discountAmount: 24,
    deliveryFee: 30,
    netAmount: 246,
  },
  // The server's bill leaves cancelled orders out; this checkout has one order.
  bill:
    status === 90
      ? { itemsSubtotal: 0, discount: 0, deliveryFee: 0, total: 0 }
      : { itemsSubtotal: 240, discount: 24, deliveryFee: 30, total: 246 },
  deliverySlots: [
    {
      ...slot(90),
      orders: [
        {
          id: 900,
          status,
          canCancel,
          itemsSubtotal: 240,
          refund: status === 90 ? { amount: 246, status: 'pending' } : null,
          cancelReason: status === 90 ? 'Ordered twice' : null,
          tickets,
          items: [
            {
              id: 1,
              productId: 7,
              productName: 'Ragi Dosa Batter',
              productCartImage: '/media/r.webp',
              productPackageSize: 1,
              productMeasurementUnit: 'kg',
              quantity: 2,
              price: 120,
              batches,
            },
          ],
        },
      ],
    },
  ],
});

describe('order detail', () => {
  it('shows the summary and bill, and cancels with a reason: errors in the modal, then the toast', async () => {
    let cancelled = false;
    const requested = fakeFetch((path) => {
      if (path.startsWith('orders/cancel-v2/')) {
        cancelled = true;
        return {
          body: {
            detail: 'Order cancelled. You will receive a full refund of ₹246 in 5-7 business days',
          },
        };
      }
      return { body: cancelled ? detail(90, false) : detail() };
    });
    renderRoute(
      '/order/:id',
      <>
        <OrderDetailScreen />
        <Toaster />
      </>,
      '/order/900',
    );
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(await screen.findByText('#9')).toBeInTheDocument();
    expect(screen.getByText('Online Payment')).toBeInTheDocument();
    expect(
      screen.getByText('B-1104, Prestige Lakeside Habitat, Gunjur, BANGALORE, 560087'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ragi Dosa Batter' })).toHaveAttribute(
      'href',
      '#/product/7',
    );
    const bill = screen.getByRole('region', { name: 'Bill Details' });
    expect(within(bill).getByText('-₹24')).toBeInTheDocument();
    expect(within(bill).getByText('₹246')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please tell us why you are cancelling.',
    );
    expect(requested.some((path) => path.startsWith('orders/cancel-v2/'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(
      await screen.findByText(
        'Order cancelled. You will receive a full refund of ₹246 in 5-7 business days',
      ),
    ).toBeInTheDocument();
    expect(requested).toContain('orders/cancel-v2/900/');
    await screen.findByText('Cancelled: Ordered twice', { selector: 'p' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // Nothing is left to pay: the bill says so, with no discount line below zero.
    const after = screen.getByRole('region', { name: 'Bill Details' });
    expect(within(after).queryByText('₹246')).toBeNull();
    expect(within(after).getAllByText('₹0')).toHaveLength(4);
    // What comes back, how far it has got and when.
    expect(screen.getByText('Refund of ₹246 in progress')).toBeInTheDocument();
    expect(screen.getByText('It reaches your account in 5-7 business days.')).toBeInTheDocument();
  });

  it('names the best-before and packed-on of the batches each line was sent from', async () => {
    fakeFetch(() => ({
      body: detail(20, true, [
        { bestBefore: '2026-11-23', packedOn: null, quantity: 1 },
        { bestBefore: '2026-11-28', packedOn: '2026-11-19', quantity: 1 },
      ]),
    }));
    renderRoute('/order/:id', <OrderDetailScreen />, '/order/900');
    const dates = await screen.findByRole('list', { name: 'Batch dates' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 x Best before 23 Nov 2026',
      '1 x Best before 28 Nov 2026 · Packed on 19 Nov 2026',
    ]);
  });

  it('says nothing of batches when the line has none (a cancelled order gave its units back)', async () => {
    fakeFetch(() => ({ body: detail(90, false) }));
    renderRoute('/order/:id', <OrderDetailScreen />, '/order/900');
    await screen.findByText('Cancelled: Ordered twice', { selector: 'p' });
    expect(screen.queryByRole('list', { name: 'Batch dates' })).toBeNull();
  });

  it("shows our answer to each ticket about the order: what was done and the team's note", async () => {
    fakeFetch(() => ({
      body: detail(
        70,
        false,
        [],
        [
          {
            id: 41,
            type: 'PRODUCT_QUALITY',
            itemName: 'Ragi Dosa Batter',
            status: 'resolved',
            resolution: {
              outcome: 'DISCOUNT',
              note: 'Sorry, the batter had turned.',
              resolvedAt: '2026-11-18T10:00:00Z',
              creditAmount: 120,
              replacementOrderId: null,
            },
          },
          {
            id: 42,
            type: 'PRODUCT_PACKAGING',
            itemName: 'Ragi Dosa Batter',
            status: 'resolved',
            resolution: {
              outcome: 'REPLACEMENT',
              note: 'A fresh pack comes tomorrow.',
              resolvedAt: '2026-11-18T10:00:00Z',
              creditAmount: 0,
              replacementOrderId: 977,
            },
          },
          { id: 43, type: 'OTHER', itemName: null, status: 'open', resolution: null },
        ],
      ),
    }));
    renderRoute('/order/:id', <OrderDetailScreen />, '/order/900');
    const list = await screen.findByRole('list', { name: 'Your tickets about this order' });
    expect(
      within(list).getByText(
        '₹120 credit was added to your account. It is used on your next order.',
      ),
    ).toBeInTheDocument();
    expect(within(list).getByText('Sorry, the batter had turned.')).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: 'See the replacement' }).getAttribute('href'),
    ).toMatch(/\/order\/977$/);
    expect(within(list).getByText('A fresh pack comes tomorrow.')).toBeInTheDocument();
    expect(
      within(list).getByText('We are looking into this and will get back to you.'),
    ).toBeInTheDocument();
  });
});
