import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { addOneToCart } from '../../lib/cart-store';
import { aProduct } from '../../testing/product-fixture';
import { CartLink } from './cart-link';

function showCartLink(showLabel: boolean) {
  const router = createMemoryRouter([{ path: '/', element: <CartLink showLabel={showLabel} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('the header cart link', () => {
  beforeEach(() => {
    localStorage.clear();
    addOneToCart(aProduct({ id: 1, quantityAvailable: 5 }));
    addOneToCart(aProduct({ id: 1, quantityAvailable: 5 }));
  });

  it.each([true, false])(
    'is named by what it shows, then what the number means (label shown: %s)',
    async (showLabel) => {
      const { container } = showCartLink(showLabel);
      const link = screen.getByRole('link', { name: '2 Cart, 2 items' });
      // Named by its own content, so what axe and voice control read is what is on screen.
      expect(link).not.toHaveAttribute('aria-label');
      const result = await axe.run(container, {
        runOnly: ['label-content-name-mismatch', 'link-name'],
      });
      expect(result.violations).toEqual([]);
    },
  );
});
