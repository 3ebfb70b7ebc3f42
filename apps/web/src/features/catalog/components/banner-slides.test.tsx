import type { Banner } from '@makers-pantry/domain/catalog';
import { CAROUSEL_INTERVAL_MS } from '@makers-pantry/domain/banner';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlides } from './banner-slides';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const banner = (id: number): Banner => ({
  id,
  name: `Offer ${id}`,
  largeImage: `/media/b${id}-l.webp`,
  mediumImage: `/media/b${id}-m.webp`,
  smallImage: `/media/b${id}-s.webp`,
  redirectUrl: `/collection/${id}/Offer`,
});

/**
 * jsdom lays nothing out, so embla would see one 0 px slide and never move. Every element here is
 * 300 px wide, each slide one width to the right of the last, like a real 300 px carousel.
 */
function layOutSlides() {
  const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
  const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(140);
  const left = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const siblings = this.parentElement ? [...this.parentElement.children] : [];
    return this.getAttribute('aria-roledescription') === 'slide' ? siblings.indexOf(this) * 300 : 0;
  });
  class Quiet {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Quiet);
  vi.stubGlobal('IntersectionObserver', Quiet);
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    media: '',
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  return () => [width, height, left].forEach((spy) => spy.mockRestore());
}

/**
 * The carousel starts once the page has painted (the next task here: jsdom has no idle callback),
 * with its code loaded then (banner-motion.tsx).
 */
async function startMoving() {
  act(() => {
    vi.advanceTimersByTime(0);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const current = () =>
  screen
    .getAllByRole('button', { name: /^Show banner/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

let restoreLayout: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  restoreLayout = layOutSlides();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('banner carousel', () => {
  it('moves to the next banner every 3 s, and wraps around after the last', async () => {
    render(
      <BannerSlides
        banners={[banner(1), banner(2), banner(3)]}
        intervalMs={CAROUSEL_INTERVAL_MS}
      />,
      {
        wrapper: MemoryRouter,
      },
    );
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    expect(current()).toBe(0);
    await startMoving();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(current()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(current()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(current()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(current()).toBe(0);
  });

  it('links each banner to its redirectUrl and shows it by name', () => {
    render(<BannerSlides banners={[banner(1), banner(2)]} intervalMs={3000} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('img', { name: 'Offer 2' }).closest('a')).toHaveAttribute(
      'href',
      '#/collection/2/Offer',
    );
  });

  it('picks the image for the width: small up to 600 px, 140 px tall', () => {
    vi.stubGlobal('innerWidth', 390);
    render(<BannerSlides banners={[banner(1)]} intervalMs={3000} />, { wrapper: MemoryRouter });
    const image = screen.getByRole('img', { name: 'Offer 1' });
    expect(image).toHaveAttribute('src', '/media/b1-s.webp');
    expect(image).toHaveAttribute('height', '140');
  });

  it('picks the large image above 900 px, 170 px tall', () => {
    vi.stubGlobal('innerWidth', 1280);
    render(<BannerSlides banners={[banner(1)]} intervalMs={3000} />, { wrapper: MemoryRouter });
    const image = screen.getByRole('img', { name: 'Offer 1' });
    expect(image).toHaveAttribute('src', '/media/b1-l.webp');
    expect(image).toHaveAttribute('height', '170');
  });

  it('stops moving when paused and while keyboard focus is in the carousel', async () => {
    render(<BannerSlides banners={[banner(1), banner(2), banner(3)]} intervalMs={3000} />, {
      wrapper: MemoryRouter,
    });
    await startMoving();
    const pause = screen.getByRole('button', { name: 'Pause banners' });
    act(() => pause.focus());
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(current()).toBe(0);
    act(() => pause.click());
    act(() => pause.blur());
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(current()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Play banners' }).click());
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(current()).toBe(1);
  });

  it('stays still when paused, or focused, before it started moving', async () => {
    const { unmount } = render(
      <BannerSlides banners={[banner(1), banner(2), banner(3)]} intervalMs={3000} />,
      { wrapper: MemoryRouter },
    );
    act(() => screen.getByRole('button', { name: 'Pause banners' }).click());
    await startMoving();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(current()).toBe(0);
    unmount();

    render(<BannerSlides banners={[banner(1), banner(2), banner(3)]} intervalMs={3000} />, {
      wrapper: MemoryRouter,
    });
    act(() => screen.getByRole('button', { name: 'Show banner 2: Offer 2' }).focus());
    await startMoving();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(current()).toBe(0);
  });
});
