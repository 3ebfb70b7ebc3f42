import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';
import { aLoginIssue } from '../lead-fixtures';

startEachHubTestFresh();

const resolved = aLoginIssue({
  id: 4,
  firstName: '',
  mobile: '9900112233',
  type: 'ORDER_ISSUE',
  issue: 'Cannot log in to see my order',
  orderDisplayId: 'MP-1042',
  item: 'Ragi dosa batter',
  details: null,
  resolvedAt: '2026-11-25T09:00:00.000Z',
});

describe('login issues', () => {
  it('lists who to call back, open ones first, with the problem and when it was resolved', async () => {
    renderHub('/hub/leads/login-issues', 'ops', {
      'GET hub/otp-issue-reports/': { body: [aLoginIssue(), resolved] },
    });
    const open = (await screen.findByText('+91 98450 11111')).closest('tr')!;
    expect(open).toHaveTextContent('Farida');
    expect(open).toHaveTextContent('OTP not received');
    expect(open).toHaveTextContent('The OTP never arrives');
    expect(open).toHaveTextContent('Tried three times from Jio.');
    expect(within(open).getByText('To call back')).toBeInTheDocument();

    const done = screen.getByText('+91 99001 12233').closest('tr')!;
    expect(done).toHaveTextContent('Order issue');
    expect(done).toHaveTextContent('Order MP-1042, Ragi dosa batter');
    expect(done).toHaveTextContent('Resolved25 Nov 2026, 2:30 PM');
  });

  it('marks an open report called back, which then reads resolved', async () => {
    let resolvedAt: string | null = null;
    const { calls } = renderHub('/hub/leads/login-issues', 'ops', {
      'GET hub/otp-issue-reports/': () => ({ body: [aLoginIssue({ resolvedAt }), resolved] }),
      'POST hub/otp-issue-reports/5/resolve/': () => {
        resolvedAt = '2026-11-26T05:00:00.000Z';
        return { body: aLoginIssue({ resolvedAt }) };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark +91 98450 11111 called back' }),
    );
    const row = screen.getByText('+91 98450 11111').closest('tr')!;
    expect(await within(row).findByText('Resolved')).toBeInTheDocument();
    expect(row).toHaveTextContent('26 Nov 2026, 10:30 AM');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(calls.filter((call) => call.route.endsWith('/resolve/'))).toHaveLength(1);
    // The resolved one had no button to begin with.
    const done = screen.getByText('+91 99001 12233').closest('tr')!;
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('filters open or resolved in the URL, and is a tab beside the seller leads', async () => {
    const { location } = renderHub('/hub/leads/login-issues', 'ops', {
      'GET hub/otp-issue-reports/': { body: [aLoginIssue(), resolved] },
      'GET hub/seller-leads/': { body: { leads: [], leadsCount: 0, pageSize: 50 } },
    });
    const user = userEvent.setup();
    await screen.findByText('+91 98450 11111');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'resolved');
    expect(location()).toBe('/hub/leads/login-issues?state=resolved');
    expect(screen.queryByText('+91 98450 11111')).toBeNull();
    expect(screen.getByText('+91 99001 12233')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Call-back lists' });
    expect(within(tabs).getByRole('link', { name: 'Login issues' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Seller leads' }));
    expect(location()).toBe('/hub/leads');
    expect(await screen.findByRole('heading', { name: 'Seller leads' })).toBeInTheDocument();
  });

  it('says so when there is no one to call', async () => {
    renderHub('/hub/leads/login-issues', 'ops', { 'GET hub/otp-issue-reports/': { body: [] } });
    expect(await screen.findByText('No one has reported a login problem.')).toBeInTheDocument();
  });

  it('shows the error view, not an empty list, when the reports cannot be read', async () => {
    renderHub('/hub/leads/login-issues', 'ops', {
      'GET hub/otp-issue-reports/': {
        status: 503,
        body: { detail: 'The shop is busy.', code: 'UNAVAILABLE' },
      },
    });
    expect(
      await screen.findByText('Oops! Something went wrong. Please go back and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No one has reported a login problem.')).toBeNull();
  });
});
