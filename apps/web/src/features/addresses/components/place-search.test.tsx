import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../testing/fake-fetch';
import { PlaceSearch } from './place-search';

const suggestions = [
  { id: 'p1', name: 'Sobha Dewflower', description: 'Haralur Road, HSR Layout' },
  { id: 'p2', name: 'Sobha Daffodil', description: 'HSR Layout Sector 2' },
];

describe('the map search box', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('closes its suggestions for good once one is picked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requested = fakeFetch(() => ({ body: suggestions }));
    const picked = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlaceSearch onPick={picked} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Sobha' } });
    fireEvent.click(await screen.findByRole('button', { name: /Sobha Dewflower/ }));
    expect(picked).toHaveBeenCalledWith(suggestions[0]);
    expect(screen.getByRole('combobox')).toHaveValue('Sobha Dewflower');
    // Well past the 300 ms pause (the list came back about then and covered the map and pin).
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(requested).toEqual(['places/suggestions/?query=Sobha']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    // Typing again opens it again.
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Sobha D' } });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
