import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './use-when-idle';

describe('useWhenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is true once the browser has a quiet moment', async () => {
    const { result } = renderHook(() => useWhenIdle(10));
    expect(result.current).toBe(false);
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('with afterLoad, waits for the page to have loaded first (its pictures are in)', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useWhenIdle(10, { afterLoad: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('with afterLoad on a page already loaded, only waits for the quiet moment', async () => {
    const { result } = renderHook(() => useWhenIdle(10, { afterLoad: true }));
    await vi.waitFor(() => expect(result.current).toBe(true));
  });
});
