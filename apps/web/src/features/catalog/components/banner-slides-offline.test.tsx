import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { BannerSlides } from './banner-slides';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));
// The carousel's code cannot be fetched (a phone that lost its network after the page came).
vi.mock('./banner-motion', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.useRealTimers();
});

it("keeps the first banner, and the rest of the page, when the carousel's code cannot load", async () => {
  vi.useFakeTimers();
  const banners = [1, 2].map((id) => ({
    id,
    name: `Offer ${id}`,
    largeImage: `/media/b${id}-l.webp`,
    mediumImage: `/media/b${id}-m.webp`,
    smallImage: `/media/b${id}-s.webp`,
    redirectUrl: `/collection/${id}/Offer`,
  }));
  render(<BannerSlides banners={banners} intervalMs={3000} />, { wrapper: MemoryRouter });
  act(() => {
    vi.advanceTimersByTime(0);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  act(() => {
    vi.advanceTimersByTime(6000);
  });
  expect(screen.getByRole('img', { name: 'Offer 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show banner 1: Offer 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
