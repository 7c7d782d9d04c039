import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEWSLETTER_CONFIRM_TOAST, NEWSLETTER_NEXT_STEP, NewsletterSection } from './newsletter-section';
import { ToastProvider } from './toast';

/** The part of a fetch Response the API client reads (jsdom has no Response). */
function answerOf(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)), headers: { get: () => null } };
}

function respond(status: number, body: unknown) {
  return Promise.resolve(answerOf(status, body));
}

describe('NewsletterSection', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });
  afterEach(() => jest.useRealTimers());

  function setup() {
    render(
      <ToastProvider>
        <NewsletterSection />
      </ToastProvider>,
    );
    return screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
  }

  it('shows "Joining..." for at least 1 second, posts the email, then asks to confirm from the inbox (not "Success!") with a cleared field', async () => {
    fetchMock.mockImplementation(() => respond(202, { success: true }));
    const input = setup();
    fireEvent.change(input, { target: { value: 'reader@example.com' } });
    fireEvent.submit(input.form!);
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy();
    // The address is only pending: the toast asks for the mail's link and promises no newsletter yet.
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Please confirm from your inbox');
    expect(toast.textContent).toContain('click Confirm subscription in the email we send to this address');
    expect(toast.textContent).not.toMatch(/success|welcome|will land in your inbox/i);
    expect(input.value).toBe('');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'reader@example.com' });
  });

  it('waits for a slow answer past the second', async () => {
    let answer: (value: ReturnType<typeof answerOf>) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const input = setup();
    fireEvent.change(input, { target: { value: 'reader@example.com' } });
    fireEvent.submit(input.form!);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeTruthy();
    await act(async () => {
      answer(answerOf(202, { success: true }));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(NEWSLETTER_CONFIRM_TOAST.title)).toBeTruthy();
  });

  it('shows the server message in an error toast and keeps the address', async () => {
    fetchMock.mockImplementation(() => respond(400, { statusCode: 400, message: 'Please enter a valid email address' }));
    const input = setup();
    fireEvent.change(input, { target: { value: 'x@localhost' } });
    fireEvent.submit(input.form!);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('alert').textContent).toContain('Please enter a valid email address');
    expect(input.value).toBe('x@localhost');
  });

  it('does nothing when the field is empty', () => {
    const input = setup();
    fireEvent.submit(input.form!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy();
  });

  it('the toast leaves after 5 seconds; the request to confirm stays under the form', async () => {
    fetchMock.mockImplementation(() => respond(202, { success: true }));
    const input = setup();
    expect(screen.queryByText(NEWSLETTER_NEXT_STEP)).toBeNull();
    fireEvent.change(input, { target: { value: 'reader@example.com' } });
    fireEvent.submit(input.form!);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText(NEWSLETTER_CONFIRM_TOAST.title)).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByText(NEWSLETTER_CONFIRM_TOAST.title)).toBeNull();
    expect(screen.getByText(NEWSLETTER_NEXT_STEP)).toBeTruthy();
  });
});
