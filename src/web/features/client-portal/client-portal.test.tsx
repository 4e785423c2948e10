import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientPaymentsResponse, Subscription } from '@shared/contracts/client-portal';
import { json, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import Toaster from '@/components/toaster/toaster';
import { AccountView } from './components/account-view';
import { PaymentsView } from './components/payments-view';
import { StreamingLoginCard } from './components/streaming-login-card';
import { expiryTone, SubscriptionCard } from './components/subscription-card';
import { TicketsSection } from './components/tickets-section';

// The client session's sessionStorage key (features/client-auth/session-storage.ts).
const clientSessionKey = 'clientSession';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

const subscription = (daysLeft: number | null): Subscription => ({
  packageId: 'p-3',
  packageName: '3 Months',
  packagePriceCents: 50000,
  status: 'active',
  startedAt: '2026-01-01T08:00:00.000Z',
  expiresAt: '2026-04-01T08:00:00.000Z',
  daysLeft,
  maxConnections: 2,
});

describe('subscription card', () => {
  it.each([
    [30, 'ok'],
    [8, 'ok'],
    [7, 'warning'],
    [4, 'warning'],
    [3, 'danger'],
    [0, 'danger'],
    [-2, 'danger'],
  ] as const)('%s days left is %s', (days, tone) => {
    expect(expiryTone(days)).toBe(tone);
  });

  it('shows the package, days left, connections, and the warning colour from 7 and 3 days', () => {
    const { rerender } = renderUi(<SubscriptionCard subscription={subscription(8)} />);
    const card = screen.getByTestId('subscription-card');
    expect(card).toHaveAttribute('data-tone', 'ok');
    expect(card).toHaveTextContent('3 Months');
    expect(card).toHaveTextContent('8 days left');
    expect(card).toHaveTextContent('Maximum connections2');
    rerender(<SubscriptionCard subscription={subscription(7)} />);
    expect(screen.getByTestId('subscription-card')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByTestId('subscription-card').className).toContain('border-amber-500');
    rerender(<SubscriptionCard subscription={subscription(3)} />);
    expect(screen.getByTestId('subscription-card')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByTestId('subscription-card').className).toContain('border-red-600');
    expect(screen.getByText('3 days left')).toBeInTheDocument();
  });
});

describe('streaming login', () => {
  const login = {
    serverUrl: 'http://line.example.tv:8080',
    username: 'thabo01',
    hasPassword: true,
  };

  it('keeps the password masked until revealed, then copies it', async () => {
    const api = mockApi({
      'GET /api/client/streaming-login': json({
        ...login,
        password: 'secret-pass',
        m3uUrl: 'http://line.example.tv:8080/get.php?username=thabo01&password=secret-pass',
      }),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    // user-event installs its own clipboard on setup: stub after it.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderUi(
      <>
        <Toaster />
        <StreamingLoginCard token="tok-1" login={login} />
      </>,
    );
    expect(screen.getByTestId('streaming-password')).toHaveTextContent('••••••••');
    expect(screen.queryByText('secret-pass')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Password' })).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reveal password' }));
    expect(await screen.findByText('secret-pass')).toBeInTheDocument();
    expect(screen.getByTestId('streaming-m3u-link')).toHaveTextContent('get.php?username=thabo01');
    expect(api.headerOf('GET /api/client/streaming-login', 'authorization')).toBe('Bearer tok-1');

    await user.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(writeText).toHaveBeenCalledWith('secret-pass');
    expect(await screen.findByText('Password copied to the clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByTestId('streaming-password')).toHaveTextContent('••••••••');
  });
});

describe('payment history', () => {
  const payments: ClientPaymentsResponse = {
    success: true,
    paymentReference: 'SV-DEMO01',
    payments: [
      {
        id: 'pay-1',
        amountCents: 50000,
        method: 'eft',
        reference: 'SV-DEMO01',
        paidAt: '2026-02-01T08:00:00.000Z',
        monthsPaid: 3,
        proofId: null,
        createdAt: '2026-02-01T08:00:00.000Z',
      },
    ],
    proofs: [
      {
        id: 'proof-1',
        fileName: 'slip.pdf',
        contentType: 'application/pdf',
        sizeBytes: 100,
        amountCents: 50000,
        reference: null,
        status: 'pending',
        rejectReason: null,
        createdAt: '2026-02-02T08:00:00.000Z',
        reviewedAt: null,
      },
    ],
  };

  it('keeps the cached history and says Sync Error when a refresh fails', async () => {
    let fail = false;
    mockApi({
      'GET /api/client/payments': () =>
        fail ? json({ error: { code: 'internal_error', message: 'x' } }, 500) : json(payments),
      'GET /api/public/site-settings': json({
        settings: { eftBankDetails: null, cardPaymentLink: 'https://pay.example/x' },
      }),
    });
    const user = userEvent.setup();
    renderUi(
      <>
        <Toaster />
        <PaymentsView token="tok-1" />
      </>,
    );
    expect(await screen.findByRole('table', { name: 'Captured payments' })).toHaveTextContent(
      'R 500.00',
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('SV-DEMO01');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Sync Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to sync data. Please try again.')).toBeInTheDocument();
    // The cached rows are still shown.
    expect(screen.getByRole('table', { name: 'Captured payments' })).toHaveTextContent('EFT');
  });

  it('uploads a proof with its amount and reference as multipart form data', async () => {
    const api = mockApi({
      'GET /api/client/payments': json(payments),
      'GET /api/public/site-settings': json({
        settings: { eftBankDetails: null, cardPaymentLink: null },
      }),
      'POST /api/client/payment-proofs': json({ proof: payments.proofs[0] }, 201),
    });
    const user = userEvent.setup();
    renderUi(
      <>
        <Toaster />
        <PaymentsView token="tok-1" />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Upload proof' }));
    expect(await screen.findByText('No File Chosen')).toBeInTheDocument();
    const file = new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Proof of payment'), file);
    await user.type(screen.getByLabelText('Amount paid (optional)'), '500');
    await user.click(screen.getByRole('button', { name: 'Upload proof' }));
    expect(await screen.findByText('Proof Uploaded')).toBeInTheDocument();
    const call = api.calls.find((c) => c.key === 'POST /api/client/payment-proofs')!;
    const body = call.init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('amount')).toBe('500');
    expect((body.get('file') as File).name).toBe('slip.pdf');
    expect(new Headers(call.init!.headers).get('content-type')).toBeNull();
  });
});

describe('forms', () => {
  it('a ticket needs a subject and a message before it is sent', async () => {
    const api = mockApi({
      'GET /api/client/tickets': json({ tickets: [] }),
      'POST /api/client/tickets': json(
        {
          ticket: {
            id: 't-1',
            subject: 'No sound',
            category: 'technical',
            status: 'open',
            lastReplyAt: null,
            createdAt: '2026-02-01T08:00:00.000Z',
            messages: [],
          },
        },
        201,
      ),
    });
    const user = userEvent.setup();
    renderUi(
      <>
        <Toaster />
        <TicketsSection token="tok-1" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please write a message')).toBeInTheDocument();
    expect(api.calls.some((c) => c.key === 'POST /api/client/tickets')).toBe(false);
    await user.type(screen.getByLabelText('Subject'), 'No sound');
    await user.selectOptions(screen.getByLabelText('Category'), 'technical');
    await user.type(screen.getByLabelText('Message'), 'No sound on channel 5');
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(await screen.findByText('Ticket Opened')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/client/tickets')).toEqual({
      subject: 'No sound',
      category: 'technical',
      message: 'No sound on channel 5',
    });
  });

  it('account: checks the phone, saves the contact, signs out everywhere', async () => {
    const account = {
      id: 'c-1',
      username: 'demo',
      name: 'Thabo',
      email: 'demo@example.co.za',
      whatsapp: '27820000000',
      preferredChannel: 'whatsapp',
    };
    const api = mockApi({
      'GET /api/client/account': json({ account }),
      'PUT /api/client/account': json({ account: { ...account, whatsapp: '27825551234' } }),
      'POST /api/client/sign-out-everywhere': json({ success: true, sessionsEnded: 2 }),
    });
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    renderUi(
      <>
        <Toaster />
        <AccountView token="tok-1" onSignedOut={onSignedOut} />
      </>,
    );
    const phone = await screen.findByLabelText('WhatsApp number');
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '082 555 1234');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details Saved')).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/client/account')).toEqual({
      email: 'demo@example.co.za',
      whatsapp: '082 555 1234',
      preferredChannel: 'whatsapp',
    });
    expect(screen.getByLabelText('WhatsApp number')).toHaveValue('27825551234');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  });
});

describe('a client ended while signed in', () => {
  it('any 401 from the portal clears the session and goes to the login with a message', async () => {
    mockApi({
      'GET /api/client/session': json({
        valid: true,
        client: { id: 'c-1', email: null, name: 'Thabo', username: 'demo' },
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        must_change_password: false,
      }),
      'GET /api/client/payments': json(
        { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
        401,
      ),
      'GET /api/public/site-settings': json({
        settings: { eftBankDetails: null, cardPaymentLink: null },
      }),
    });
    sessionStorage.setItem(
      clientSessionKey,
      JSON.stringify({
        clientId: 'c-1',
        username: 'demo',
        email: null,
        timestamp: Date.now(),
        authenticated: true,
        sessionToken: 'tok-1',
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    );
    renderRoute('/payment-history');
    expect(await screen.findByRole('heading', { name: 'Client Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(clientSessionKey)).toBeNull();
    const toastBox = await screen.findByText('Your session has ended. Please sign in again.');
    expect(
      within(toastBox.closest('[data-sonner-toast]')!).getByText('Signed Out'),
    ).toBeInTheDocument();
  });
});
