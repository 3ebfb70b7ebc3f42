import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../testing/product-fixture';
import { ProductGrid } from './product-grid';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

const products = [1, 2, 3, 4, 5, 6].map((id) => aProduct({ id }));
const pictures = (aboveTheFold?: boolean) => {
  const { container, unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductGrid products={products} label="Results" aboveTheFold={aboveTheFold} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const found = Array.from(container.querySelectorAll('img')).map((img) => [
    img.getAttribute('loading'),
    img.getAttribute('fetchpriority'),
  ]);
  unmount();
  return found;
};

describe('how the grid loads its pictures', () => {
  it("fetches the first row's pictures first, the next row at once, the rest when needed", () => {
    expect(pictures()).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'auto'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('leaves every picture for later when the grid starts below other content', () => {
    expect(pictures(false).every(([loading]) => loading === 'lazy')).toBe(true);
  });
});
