import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../lib/analytics';
import { fakeFetch } from '../../../testing/fake-fetch';
import { everythingInView } from '../../../testing/intersection-observer';
import { aPage, aProduct } from '../../../testing/product-fixture';
import { settle } from '../../../testing/settle';
import { renderRoute } from '../../../testing/render-route';
import { SearchScreen } from './search-screen';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const where = () => screen.getByTestId('location').textContent;
const box = () => screen.getByRole('textbox', { name: 'Search products' });
const open = (url = '/search') => renderRoute('/search', <SearchScreen />, url);
/** Types like a person would: one keystroke at a time, with no time passing in between. */
const typeInto = (text: string) => fireEvent.change(box(), { target: { value: text } });
const submitBox = () => fireEvent.submit(screen.getByRole('search'));

let requested: string[];

beforeEach(() => {
  localStorage.clear();
  everythingInView();
  requested = fakeFetch((path) => {
    const keyword = new URLSearchParams(path.split('?')[1]).get('keyword') ?? '';
    return { body: aPage([aProduct({ id: keyword.length, name: `${keyword} special` })]) };
  });
});

/**
 * The debounce clock is faked only while a test steps through it: TanStack Query and Testing
 * Library's waits schedule with setTimeout too, so the real clock is back before any await.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const realClock = () => vi.useRealTimers();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(track).mockClear();
});

describe('search screen', () => {
  it('focuses the box and offers the trending searches while fewer than 2 characters are typed', () => {
    open();
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('placeholder', 'Search for fruits, batters and more');
    expect(screen.getByRole('heading', { name: 'Trending Searches' })).toBeInTheDocument();
    for (const chip of ['Fruits', 'Chips', 'Dairy', 'Chutney'])
      expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
    typeInto('g');
    expect(screen.getByRole('heading', { name: 'Trending Searches' })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('searches 300 ms after the customer stops typing 2 or more characters', async () => {
    open();
    fakeClock();
    typeInto('gh');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    typeInto('ghe');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(where()).toBe('/search');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(where()).toBe('/search?keyword=ghe');
    realClock();
    expect(
      await screen.findByRole('heading', { name: 'Search results for "ghe"' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ghe special')).toBeInTheDocument();
    expect(requested).toEqual(['products/search/?keyword=ghe&pageNum=1']);
    // The typed text stays in the box while the results follow it.
    expect(box()).toHaveValue('ghe');
  });

  it('goes on from what was typed in the top bar: the box holds it, focused, with its results', async () => {
    const router = open('/');
    await act(() => router.navigate('/search?keyword=gh', { state: { typed: 'gh' } }));
    expect(box()).toHaveValue('gh');
    expect(box()).toHaveFocus();
    expect((box() as HTMLInputElement).selectionStart).toBe(2);
    expect(await screen.findByText('gh special')).toBeInTheDocument();
    fakeClock();
    typeInto('ghe');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    realClock();
    expect(where()).toBe('/search?keyword=ghe');
  });

  it('one character resets the list and goes to /search at once', async () => {
    open('/search?keyword=dal');
    expect(await screen.findByText('dal special')).toBeInTheDocument();
    typeInto('r');
    expect(where()).toBe('/search');
    expect(screen.queryByText('dal special')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trending Searches' })).toBeInTheDocument();
  });

  it('submitting searches at once, reports it, and clears the box', async () => {
    open();
    fakeClock();
    typeInto('  ragi  ');
    submitBox();
    expect(where()).toBe('/search?keyword=ragi');
    expect(box()).toHaveValue('');
    expect(track).toHaveBeenCalledWith('search_submitted', { keyword: 'ragi' });
    // The debounce that typing started must not fire afterwards.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(where()).toBe('/search?keyword=ragi');
    realClock();
    expect(await screen.findByText('ragi special')).toBeInTheDocument();
  });

  it('does not submit fewer than 2 characters', () => {
    open();
    typeInto('a');
    submitBox();
    expect(where()).toBe('/search');
    expect(track).not.toHaveBeenCalled();
  });

  it('a trending chip searches for its word', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Chutney' }));
    expect(where()).toBe('/search?keyword=Chutney');
    expect(
      await screen.findByRole('heading', { name: 'Search results for "Chutney"' }),
    ).toBeInTheDocument();
  });

  it('the clear button empties the box and goes back to the trending searches', async () => {
    open('/search?keyword=ghee');
    await userEvent.type(box(), 'xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(where()).toBe('/search');
  });

  it('follows the URL on back and forward', async () => {
    const router = open();
    typeInto('ghee');
    submitBox();
    typeInto('millet');
    submitBox();
    expect(await screen.findByText('millet special')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(where()).toBe('/search?keyword=ghee');
    expect(await screen.findByText('ghee special')).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(
      await screen.findByRole('heading', { name: 'Search results for "millet"' }),
    ).toBeInTheDocument();
  });

  it('loads more results as the customer scrolls and stops at the last page', async () => {
    requested = fakeFetch((path) => {
      const pageNum = Number(new URLSearchParams(path.split('?')[1]).get('pageNum'));
      return { body: aPage([aProduct({ id: pageNum, name: `Jaggery ${pageNum}` })], pageNum, 3) };
    });
    open('/search?keyword=jaggery');
    expect(await screen.findByText('Jaggery 3')).toBeInTheDocument();
    // Everything queued runs, a fourth request included if the list did not know where to stop.
    await settle();
    expect(requested).toEqual([
      'products/search/?keyword=jaggery&pageNum=1',
      'products/search/?keyword=jaggery&pageNum=2',
      'products/search/?keyword=jaggery&pageNum=3',
    ]);
  });

  it('shows the server sentence in a red alert when searching is refused', async () => {
    fakeFetch(() => ({
      status: 429,
      body: { detail: 'Too many searches. Please wait a moment.', code: 'RATE_LIMITED' },
    }));
    open('/search?keyword=ghee');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many searches. Please wait a moment.',
    );
  });
});
