import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@app/contract';
import { contactErrorText } from '../api/send-contact-message.ts';
import { ContactForm } from './contact-form.tsx';

const renderForm = () => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
};

const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fillValidForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/First name/), 'Aroha');
  await user.type(screen.getByLabelText(/Last name/), 'Ngata');
  await user.type(screen.getByLabelText(/^Email/), 'aroha@example.co.nz');
  await user.selectOptions(screen.getByLabelText(/Subject/), 'General Inquiry');
  await user.type(screen.getByLabelText(/^Message/), 'Can I post a request for an event in Rotorua?');
};

describe('ContactForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts on the empty topic and shows a clear message for every required field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();

    const subject = screen.getByLabelText(/Subject/);
    expect(subject).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a topic' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(MSG.contactFirstName)).toBeInTheDocument();
    expect(screen.getByText(MSG.contactLastName)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.contactSubject)).toBeInTheDocument();
    expect(screen.getByText(MSG.contactMessage)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail address format', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText(/^Email/), 'aroha@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
  });

  it('sends the subject as the first line, shows Sending... and then Message Sent!, and starts over', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: /Sending\.\.\./ });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/contact-messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.co.nz',
      phone: null,
      message: 'General Inquiry\n\nCan I post a request for an event in Rotorua?',
    });

    answer(jsonResponse(201, { success: true, message: MSG.contactSent, id: 7 }));
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.getByText(MSG.contactSent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's message above the form when sending fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(429, { success: false, error: MSG.tooManyRequests, message: MSG.tooManyRequests, code: 'RATE_LIMITED' })));
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyRequests);
    // The form stays filled in so nothing is lost.
    expect(screen.getByLabelText(/First name/)).toHaveValue('Aroha');
  });

  it("says 'Failed to send message' when the server refuses without a message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(500, undefined)));
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.contactFailed);
  });

  it('shows the connection problem when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Unable to reach the server/));
  });
});

describe('contactErrorText', () => {
  it('falls back to the e-mail suggestion when an error has no message', () => {
    expect(contactErrorText(new Error(''))).toBe(MSG.contactFailedFallback);
    expect(contactErrorText(undefined)).toBe(MSG.contactFailedFallback);
    expect(contactErrorText(new Error('Server says no'))).toBe('Server says no');
  });
});
