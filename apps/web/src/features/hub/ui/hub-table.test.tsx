import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { HubTable, type HubColumn } from './hub-table';

interface Maker {
  id: number;
  name: string;
  products: number;
}

const columns: HubColumn<Maker>[] = [
  { key: 'name', header: 'Store', sort: 'name', cell: (maker) => maker.name },
  { key: 'products', header: 'Products', numeric: true, cell: (maker) => maker.products },
];

const makers: Maker[] = [
  { id: 1, name: "Amma's Kitchen", products: 12 },
  { id: 2, name: 'Kaveri Farms', products: 4 },
];

function renderTable(
  url: string,
  props: Partial<Parameters<typeof HubTable<Maker>>[0]> = {},
): () => string {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <HubTable
            label="Makers"
            columns={columns}
            rows={makers}
            empty="No makers match."
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

describe('the hub table', () => {
  it('shows each row under its headings, with the label as its caption', () => {
    renderTable('/list');
    const table = screen.getByRole('table', { name: 'Makers' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(["Amma's Kitchen", '12']);
  });

  it('sorts by a heading, then the other way, keeping the other filters and leaving the page', async () => {
    const location = renderTable('/list?state=approved&page=3');
    const user = userEvent.setup();
    const store = screen.getByRole('columnheader', { name: /Store/ });
    expect(store).toHaveAttribute('aria-sort', 'none');

    await user.click(within(store).getByRole('button', { name: /Store/ }));
    expect(location()).toBe('/list?state=approved&sort=name');
    expect(store).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(store).getByRole('button', { name: /Store/ }));
    expect(location()).toBe('/list?state=approved&sort=-name');
    expect(store).toHaveAttribute('aria-sort', 'descending');
    // The 'Sort by' box (phones) says the same.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-name');
  });

  it('sorts from the Sort by box, as on a phone', async () => {
    const location = renderTable('/list');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Store (descending)',
    );
    expect(location()).toBe('/list?sort=-name');
  });

  it('pages with links, so a page of a list can be shared', async () => {
    const location = renderTable('/list?sort=name&page=2', { total: 120, pageSize: 50 });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('51–100 of 120')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/list?sort=name',
    );
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/list?sort=name&page=3');
    expect(within(pages).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    renderTable('/list', { rows: [], total: 0, pageSize: 50 });
    expect(screen.getByText('No makers match.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows an outline while the first rows load, and the old rows as busy after', () => {
    renderTable('/list', { rows: undefined, query: { isFetching: true } });
    const table = screen.getByRole('table', { name: 'Makers' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByText("Amma's Kitchen")).not.toBeInTheDocument();
  });

  it('draws the first rows in a table of their own, not in the outline with its columns moved', async () => {
    function Answered() {
      const [rows, setRows] = useState<Maker[]>();
      return (
        <>
          <button type="button" onClick={() => setRows(makers)}>
            Answer
          </button>
          <HubTable label="Makers" columns={columns} rows={rows} empty="No makers match." />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/list', element: <Answered /> }], {
      initialEntries: ['/list'],
    });
    render(<RouterProvider router={router} />);
    const outline = screen.getByRole('table', { name: 'Makers' });
    // No headings yet: where each column starts is known only with the rows.
    expect(within(outline).queryByRole('columnheader', { name: /Store/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    const table = screen.getByRole('table', { name: 'Makers' });
    expect(table).not.toBe(outline);
    expect(outline).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows what went wrong instead of the table', () => {
    renderTable('/list', {
      query: { isFetching: false, error: new ApiError(400, 'status must be one of planned.', 'X') },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('status must be one of planned.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
