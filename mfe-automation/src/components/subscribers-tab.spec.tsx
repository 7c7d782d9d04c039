import { SubscriberStatus, type NewsletterIssueDto, type SubscriberDto, type SubscriberSummaryDto } from '@podcast/contracts';
import { createQueryClient } from '@podcast/web-kit';
import { AdminProviders } from '@podcast/web-kit/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NEWSLETTER_ISSUES_REFRESH_MS } from '../newsletter-issues';
import { SubscribersTab } from './subscribers-tab';

// @ant-design/icons' CommonJS build requires the ES build of one @ant-design/colors file, which jest
// cannot load: hand it the CommonJS copy of the same file.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const reason = 'Email is not configured: set GMAIL_USER and GMAIL_APP_PASSWORD';

function subscriber(id: number, email: string, fields: Partial<SubscriberDto> = {}): SubscriberDto {
  return {
    id,
    email,
    status: SubscriberStatus.Pending,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    confirmedAt: null,
    unsubscribedAt: null,
    confirmationSentAt: null,
    confirmationError: reason,
    ...fields,
  };
}

/** The API as far as this tab uses it, over one in-memory list; every request is recorded. */
function fakeApi(rows: SubscriberDto[], mailConfigured = false, issues: NewsletterIssueDto[] = []) {
  const requests: string[] = [];
  // jsdom has no fetch Response: what web-kit's client reads of one (ok, status, headers, text).
  const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
    ({ ok: status < 300, status, statusText: '', headers: new Headers(headers), text: async () => text }) as unknown as Response;
  const json = (body: unknown, headers: Record<string, string> = {}) => answer(200, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers });
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    if (method === 'DELETE') {
      const id = Number(url.pathname.split('/').pop());
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
      return answer(204, '');
    }
    if (url.pathname === '/api/admin/newsletter/issues') return json(issues);
    if (url.pathname.endsWith('/summary')) {
      const count = (status: SubscriberStatus) => rows.filter((row) => row.status === status).length;
      const summary: SubscriberSummaryDto = {
        pending: count(SubscriberStatus.Pending),
        confirmed: count(SubscriberStatus.Confirmed),
        unsubscribed: count(SubscriberStatus.Unsubscribed),
        total: rows.length,
        mailConfigured,
      };
      return json(summary);
    }
    const q = url.searchParams.get('q');
    const status = url.searchParams.get('status');
    const matching = rows.filter((row) => (!q || row.email.includes(q)) && (!status || row.status === status));
    return json(matching, { 'X-Total-Count': String(matching.length) });
  });
  return { requests, fetchStub };
}

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminProviders>
        <SubscribersTab />
      </AdminProviders>
    </QueryClientProvider>,
  );
}

const listRequests = (requests: string[]) => requests.filter((request) => request.startsWith('GET /api/admin/newsletter/subscribers?'));

// antd's first render in jsdom takes seconds on a 2-core machine.
jest.setTimeout(30_000);

describe('the Subscribers tab', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('warns that sign-ups stay pending without mail, and shows the counts and each pending row’s reason', async () => {
    const { fetchStub } = fakeApi([
      subscriber(2, 'bob@example.com'),
      subscriber(1, 'ada@example.com', { status: SubscriberStatus.Confirmed, confirmationError: null, confirmedAt: new Date().toISOString() }),
    ]);
    global.fetch = fetchStub as typeof fetch;
    renderTab();
    expect(await screen.findByText('Sign-ups stay pending until mail is configured')).toBeTruthy();
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    expect(screen.getAllByTestId('confirmation-error').map((cell) => cell.textContent)).toEqual([reason]);
    expect(screen.getByTestId('subscriber-count-total').textContent).toContain('2');
    expect(screen.getByTestId('subscriber-count-confirmed').textContent).toContain('1');
    expect(screen.getAllByText('Signed up 5 minutes ago')).toHaveLength(2);
    expect(screen.getByText('Export CSV').closest('a')?.getAttribute('href')).toBe('/api/admin/newsletter/subscribers/export.csv');
  });

  it('does not warn when mail is configured', async () => {
    const { fetchStub } = fakeApi([subscriber(1, 'ada@example.com', { confirmationError: null, confirmationSentAt: new Date().toISOString() })], true);
    global.fetch = fetchStub as typeof fetch;
    renderTab();
    expect(await screen.findByText('Confirmation mail sent just now')).toBeTruthy();
    expect(screen.queryByText('Sign-ups stay pending until mail is configured')).toBeNull();
  });

  it('asks the server once per pause in typing, and shows the empty states', async () => {
    const { fetchStub, requests } = fakeApi([]);
    global.fetch = fetchStub as typeof fetch;
    renderTab();
    expect(await screen.findByText('No subscribers yet. Sign-ups from the newsletter form appear here.')).toBeTruthy();
    expect(listRequests(requests)).toEqual(['GET /api/admin/newsletter/subscribers?limit=20&offset=0']);

    jest.useFakeTimers();
    const box = screen.getByLabelText('Search subscribers');
    for (const value of ['z', 'ze', 'zed']) fireEvent.change(box, { target: { value } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    jest.useRealTimers();
    await screen.findByText('No subscribers match this search or filter.');
    expect(listRequests(requests)).toEqual([
      'GET /api/admin/newsletter/subscribers?limit=20&offset=0',
      'GET /api/admin/newsletter/subscribers?limit=20&offset=0&q=zed',
    ]);
  });

  it('erases only after the confirmation, then asks again for the list and the counts', async () => {
    const { fetchStub, requests } = fakeApi([subscriber(2, 'bob@example.com'), subscriber(1, 'ada@example.com')]);
    global.fetch = fetchStub as typeof fetch;
    renderTab();
    // Role queries are slow over antd's DOM in jsdom: labels and texts find the same elements.
    fireEvent.click(await screen.findByLabelText('Erase bob@example.com'));
    expect(await screen.findByText('bob@example.com and its history will be deleted. This cannot be undone.')).toBeTruthy();
    expect(requests.some((request) => request.startsWith('DELETE'))).toBe(false);
    const before = requests.length;
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-dangerous')!);
    await waitFor(() => expect(screen.queryByText('bob@example.com')).toBeNull());
    const after = requests.slice(before);
    expect(after[0]).toBe('DELETE /api/admin/newsletter/subscribers/2');
    expect(after).toEqual(expect.arrayContaining(['GET /api/admin/newsletter/subscribers/summary', 'GET /api/admin/newsletter/subscribers?limit=20&offset=0']));
    await waitFor(() => expect(screen.getByTestId('subscriber-count-total').textContent).toContain('1'));
  });

  it('tells a failed list in plain words with Retry (never the server’s raw answer), and Retry shows the list', async () => {
    const { fetchStub, requests } = fakeApi([subscriber(1, 'ada@example.com')]);
    let failing = true;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (failing && (path === '/api/admin/newsletter/subscribers' || path === '/api/admin/newsletter/issues'))
        return {
          ok: false,
          status: 500,
          statusText: '',
          headers: new Headers({ 'Content-Type': 'application/json' }),
          text: async () => '{"statusCode":500,"message":"Internal server error"}',
        } as unknown as Response;
      return fetchStub(input, init);
    }) as typeof fetch;
    renderTab();
    expect(await screen.findByText('Could not load the subscribers')).toBeTruthy();
    expect(screen.getByText('Could not load the newsletter sends')).toBeTruthy();
    const alerts = screen.getAllByRole('alert').filter((alert) => /Could not load/.test(alert.textContent ?? ''));
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert.textContent).toContain('The server could not answer just now. Please try again in a moment.');
      expect(alert.textContent).not.toMatch(/500|statusCode|\{/);
    }
    failing = false;
    const before = requests.length;
    fireEvent.click(alerts[0]!.querySelector('button')!);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByText('Could not load the subscribers')).toBeNull();
    expect(requests.slice(before)).toContain('GET /api/admin/newsletter/subscribers?limit=20&offset=0');
  });

  it('shows the newsletter sends’ empty state', async () => {
    const { fetchStub } = fakeApi([]);
    global.fetch = fetchStub as typeof fetch;
    renderTab();
    expect(await screen.findByText('No new-episode mail yet: publishing an episode sends one to every confirmed subscriber.')).toBeTruthy();
  });

  it('shows each mailing, and asks again every few seconds only while one is sending', async () => {
    const started = new Date(Date.now() - 3 * 60_000).toISOString();
    const issues: NewsletterIssueDto[] = [
      {
        id: 2,
        episodeId: 8,
        episodeTitle: 'Shipping Weekly',
        episodeNumber: 8,
        status: 'sending',
        sent: 3,
        failed: 1,
        queued: 5,
        cancelled: 0,
        createdAt: started,
        finishedAt: null,
      },
      {
        id: 1,
        episodeId: 7,
        episodeTitle: 'Old News',
        episodeNumber: 7,
        status: 'cancelled',
        sent: 0,
        failed: 0,
        queued: 0,
        cancelled: 4,
        createdAt: started,
        finishedAt: started,
      },
    ];
    const { fetchStub, requests } = fakeApi([], true, issues);
    global.fetch = fetchStub as typeof fetch;
    renderTab();
    const issueRequests = () => requests.filter((request) => request === 'GET /api/admin/newsletter/issues').length;
    expect(await screen.findByText('Episode 8: Shipping Weekly')).toBeTruthy();
    expect(screen.getByText('Episode 7: Old News')).toBeTruthy();
    expect(screen.getByText('Sending')).toBeTruthy();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('issue-started').map((cell) => cell.textContent)).toEqual(['Started 3 minutes ago', 'Started 3 minutes ago']);
    expect(screen.getAllByTestId('issue-finished').map((cell) => cell.textContent)).toEqual(['Still sending', 'Stopped 3 minutes ago']);
    expect(issueRequests()).toBe(1);

    // The mailing finishes on the server: the next poll (real time: the interval is react-query's own) shows it, then the polling stops.
    issues[0] = { ...issues[0]!, status: 'done', sent: 8, queued: 0, finishedAt: new Date().toISOString() };
    const tags = () => Array.from(document.querySelectorAll('[data-testid="newsletter-sends"] .ant-tag'), (tag) => tag.textContent);
    await waitFor(() => expect(tags()).toEqual(['Sent', 'Cancelled']), { timeout: NEWSLETTER_ISSUES_REFRESH_MS + 3000 });
    expect(screen.getAllByTestId('issue-finished')[0]!.textContent).toBe('Finished just now');
    expect(issueRequests()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, NEWSLETTER_ISSUES_REFRESH_MS + 1000));
    expect(issueRequests()).toBe(2);
  }, 60_000);
});
