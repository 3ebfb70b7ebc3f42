import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function Bar() {
  return <p>{useScrolledPast(100) ? 'collapsed' : 'open'}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useScrolledPast', () => {
  it('follows scroll events without reading the scroll position while rendering', () => {
    let position = 0;
    const reads = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => position);
    const { rerender } = render(<Bar />);
    rerender(<Bar />);
    // Reading scrollY during a render would force a layout of a page still being built.
    expect(reads).not.toHaveBeenCalled();
    expect(screen.getByText('open')).toBeTruthy();

    position = 101;
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByText('collapsed')).toBeTruthy();
    position = 100;
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByText('open')).toBeTruthy();
  });
});
