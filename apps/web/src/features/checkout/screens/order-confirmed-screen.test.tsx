import type { DeliverySlot } from '@makers-pantry/domain/delivery-options';
import type { OrderConfirmation } from '@makers-pantry/domain/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../testing/fake-fetch';
import { renderRoute } from '../../../testing/render-route';
import { OrderConfirmedScreen } from './order-confirmed-screen';

const slot = (overrides: Partial<DeliverySlot> = {}): DeliverySlot => ({
  id: 11,
  date: '2030-01-02',
  startDatetime: '2030-01-02T11:30:00Z',
  endDatetime: '2030-01-02T14:30:00Z',
  type: 10,
  promisedDeliveryTime: null,
  isPodAllowed: true,
  freeDeliveryAmount: 499,
  deliveryFee: 30,
  serviceablePolygon: 300,
  ...overrides,
});

const address = {
  name: 'Nandini Rao',
  mobile: '9876543210',
  doorNum: 'A-1203',
  buildingDetails: 'Tower A',
  road: 'Haralur Road',
  area: 'HSR Layout',
  city: 'Bengaluru',
  pincode: '560102',
};

const confirmation = (slots: DeliverySlot[]): OrderConfirmation => ({
  id: 77,
  status: 'POD pending',
  paymentStatus: 'pod_pending',
  paymentMethod: 20,
  netPayable: 430,
  itemsTotal: 400,
  discountAmount: 0,
  deliveryFee: 30,
  address,
  orders: slots.map((deliverySlot, index) => ({
    id: 900 + index,
    status: 50,
    address,
    deliverySlot,
    deliveryFee: index === 0 ? 30 : 0,
    items: [{ id: 1 + index, productId: 3, name: `Product ${index + 1}`, quantity: 2, price: 200 }],
  })),
});

const open = (body: unknown, status = 200) => {
  fakeFetch(() => ({ status, body }));
  renderRoute('/order/confirm/:id', <OrderConfirmedScreen />, '/order/confirm/77');
};

describe('the order confirmation', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the purchase number, the address, the payment line and each delivery with its fee', async () => {
    open(confirmation([slot(), slot({ id: 12 })]));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
    // One number for the purchase, the one the payment dialog and My Orders show; not its orders'.
    expect(screen.getByRole('heading', { name: 'Order #77' })).toBeInTheDocument();
    expect(screen.queryByText(/#90\d/)).not.toBeInTheDocument();
    expect(screen.getByText(/A-1203, Tower A, Haralur Road/)).toBeInTheDocument();
    expect(screen.getByText('Pay on Delivery: ₹430 (POD pending)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorders');
    const first = screen.getByRole('region', { name: 'Delivery 1' });
    expect(within(first).getByText('Product 1')).toBeInTheDocument();
    expect(within(first).getByText('x 2')).toBeInTheDocument();
    expect(within(first).getByText('Delivery fee: ₹30')).toBeInTheDocument();
    expect(within(first).getByText(/5 PM to 8 PM/)).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Delivery 2' });
    expect(within(second).getByText('Delivery fee: ₹0')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows two makers' orders of one slot as one delivery", async () => {
    open(confirmation([slot(), slot()]));
    const delivery = await screen.findByRole('region', { name: 'Delivery 1' });
    expect(within(delivery).getByText('Product 1')).toBeInTheDocument();
    expect(within(delivery).getByText('Product 2')).toBeInTheDocument();
    expect(within(delivery).getByText('Delivery fee: ₹30')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery 2' })).not.toBeInTheDocument();
  });

  it('tells when a quick slot arrives, in a dialog closed with OK', async () => {
    open(confirmation([slot({ type: 100, promisedDeliveryTime: 30 })]));
    const note = await screen.findByRole('dialog', {
      name: 'Your groceries will arrive in 30 mins',
    });
    fireEvent.click(within(note).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
  });

  it("says 'Order details not found' for an unknown payment or another customer's", async () => {
    open({ detail: 'Not found.', code: 'NOT_FOUND' }, 404);
    expect(await screen.findByText('Order details not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Confirmed' })).not.toBeInTheDocument();
  });
});
