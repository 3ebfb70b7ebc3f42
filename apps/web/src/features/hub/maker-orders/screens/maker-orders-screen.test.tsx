import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const day = (date: string) => ({ date, slots: [], products: [] });
const curd = {
  productId: 31,
  name: 'Thick Curd',
  packageSize: 500,
  measurementUnit: 'g',
  units: 3,
  orders: 2,
};

describe("a maker's orders to prepare", () => {
  it('lists the units by slot and for the day, and the tickets about its products', async () => {
    renderHub('/hub/my-orders', 'seller', {
      'GET hub/makers/': { body: { makers: [{ id: 4, storeName: "Amma's Kitchen" }] } },
      'GET hub/makers/4/orders/': {
        body: {
          maker: { id: 4, storeName: "Amma's Kitchen" },
          from: '2026-11-28',
          to: '2026-11-30',
          days: [
            day('2026-11-28'),
            {
              date: '2026-11-29',
              slots: [
                {
                  id: 9,
                  startDatetime: '2026-11-29T02:30:00Z',
                  endDatetime: '2026-11-29T05:30:00Z',
                  type: 10,
                  orders: 2,
                  products: [curd],
                },
              ],
              products: [curd],
            },
            day('2026-11-30'),
          ],
        },
      },
      'GET hub/makers/4/tickets/': {
        body: {
          tickets: [
            {
              id: 70,
              type: 'PRODUCT_QUALITY',
              typeText: 'Product quality',
              description: 'Too sour on arrival.',
              quantity: 1,
              product: { id: 31, name: 'Thick Curd', packageSize: 500, measurementUnit: 'g' },
              deliveryDate: '2026-11-27',
              status: 'open',
              resolvedAs: null,
              resolutionText: null,
              raisedAt: '2026-11-27T10:00:00Z',
              resolvedAt: null,
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Orders to prepare' })).toBeVisible();
    const sunday = screen.getByRole('region', { name: /29 Nov 2026/ });
    expect(within(sunday).getByText('8 AM to 11 AM · 2 orders')).toBeVisible();
    expect(within(sunday).getAllByText('× 3')).toHaveLength(2);
    expect(screen.getAllByText('No orders yet.')).toHaveLength(2);
    const tickets = screen.getByRole('region', { name: 'Tickets about your products' });
    expect(within(tickets).getByText('Product quality')).toBeVisible();
    expect(within(tickets).getByText('“Too sour on arrival.”')).toBeVisible();
  });
});
