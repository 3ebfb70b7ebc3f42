import { act } from '@testing-library/react';

/**
 * Runs what is already queued, and what that queues in turn, without waiting for any length of
 * time: React's updates and effects, promises, and zero-delay timers (TanStack Query hands a
 * result to the screen in one). Each turn is one pass of the event loop, enough for a list to see
 * its end and ask for a page; three leave room for a chain of them. For tests that show
 * something does not happen, such as a page nobody should ask for.
 */
export async function settle(turns = 3) {
  for (let turn = 0; turn < turns; turn++)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
