import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPackage } from '@shared/contracts/packages';
import { Toaster } from '@/components/toaster';
import { dispatchPageEvent, forgetPageEvents } from '@/lib/page-events';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import { OrderForm } from './order-form';

const pkg = (over: Partial<PublicPackage>): PublicPackage => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Month to Month',
  priceCents: 20_000,
  originalPriceCents: null,
  duration: '1 Month',
  durationMonths: 1,
  durationHours: null,
  features: [],
  description: null,
  isFeatured: false,
  isFreeTrial: false,
  sortOrder: 1,
  maxConnections: 1,
  ...over,
});

const packages = [
  pkg({}),
  pkg({
    id: '00000000-0000-4000-8000-000000000003',
    name: '3 Months',
    priceCents: 50_000,
    duration: '3 Months',
    durationMonths: 3,
    sortOrder: 2,
  }),
];

const placed = {
  success: true,
  leadId: 'lead-1',
  kind: 'order',
  paymentReference: 'REF-ABC2345',
  packageName: '3 Months',
  packagePriceCents: 50_000,
};

const field = (name: RegExp) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole('button', { name: /Start Streaming Now/ });

function renderForm(props: { businessWhatsapp?: string; trialBlocked?: boolean } = {}) {
  return renderUi(
    <>
      <OrderForm
        packages={packages}
        businessWhatsapp={props.businessWhatsapp ?? '082 555 1234'}
        trialBlocked={props.trialBlocked ?? false}
      />
      <Toaster />
    </>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Full Name/), 'Thandi Nkosi');
  await user.type(field(/^Email Address/), 'thandi@example.co.za');
  await user.type(field(/^WhatsApp Number/), '072 123 4567');
  await user.selectOptions(field(/^Select Package/), '3 Months');
  await user.selectOptions(field(/^Device/), 'firestick');
  await user.selectOptions(field(/^Internet Platform/), 'fibre');
  await user.type(field(/^Internet Speed/), '50 Mbps');
}

/** The tab window.open hands back: where it was sent, whether it was closed. */
interface FakeTab {
  location: { href: string };
  opener: unknown;
  close: ReturnType<typeof vi.fn>;
}

let tab: FakeTab;
let open: ReturnType<typeof vi.fn>;
let alertSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  tab = { location: { href: 'about:blank' }, opener: window, close: vi.fn() };
  open = vi.fn(() => tab);
  alertSpy = vi.fn();
  vi.stubGlobal('open', open);
  vi.stubGlobal('alert', alertSpy);
});

afterEach(async () => {
  await clearToasts();
  forgetPageEvents();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A whole form is typed per test: allow for a busy machine.
describe('order form', { timeout: 20_000 }, () => {
  it('shows the message of every required field under it and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp Number is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a package')).toBeInTheDocument();
    expect(screen.getByText('Please select your internet platform')).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveAccessibleDescription('Full Name is required');

    await user.type(field(/^Email Address/), 'not-an-email');
    await user.type(field(/^WhatsApp Number/), '0821');
    await user.selectOptions(field(/^Internet Platform/), 'other');
    expect(field(/^Specify Your Platform/)).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please tell us which internet platform you use')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('says Getting You Started... while sending, then clears the form, thanks and sends the tab opened at the click to WhatsApp with the summary', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({
      'POST /api/public/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(field(/^Email$/));
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: /Getting You Started\.\.\./ });
    expect(busy).toBeDisabled();
    // Opened in the click itself, before the answer, so a popup blocker lets it through.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('about:blank');
    expect(api.bodyOf('POST /api/public/orders')).toEqual({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      whatsapp: '072 123 4567',
      package: '00000000-0000-4000-8000-000000000003',
      duration: '3-months',
      device: 'firestick',
      internetPlatform: 'fibre',
      internetSpeed: '50 Mbps',
      communicationMethod: 'email',
      formType: 'order',
    });
    expect(api.headerOf('POST /api/public/orders', 'idempotency-key')).toMatch(/^[0-9a-f-]{32,}$/);

    act(() => answer(json(placed, 201)));
    expect(await screen.findByText('Order Submitted Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your order has been saved and will appear in the admin panel. WhatsApp is opening for immediate assistance.',
      ),
    ).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(field(/^Full Name/)).toHaveValue('');
    expect(field(/^Select Package/)).toHaveValue('');
    expect(field(/^WhatsApp$/)).toBeChecked();

    expect(open).toHaveBeenCalledTimes(1);
    const url = tab.location.href;
    expect(url.startsWith('https://wa.me/27825551234?text=')).toBe(true);
    const text = decodeURIComponent(url.split('?text=')[1]!);
    expect(text).toContain('Name: Thandi Nkosi');
    expect(text).toContain('Package: 3 Months');
    expect(text).toContain('Price: R 500.00');
    expect(text).toContain('Duration: 3 Months');
    expect(text).toContain('Device: Amazon Firestick');
    expect(text).toContain('Internet platform: Fibre');
    expect(text).toContain('Internet speed: 50 Mbps');
    expect(text).toContain('Payment reference: REF-ABC2345');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(tab.close).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Open WhatsApp/ })).not.toBeInTheDocument();
  });

  it('offers the chat as a button when the browser refused to open the tab', async () => {
    open.mockReturnValue(null);
    mockApi({ 'POST /api/public/orders': json(placed, 201) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('Order Submitted Successfully!')).toBeInTheDocument();
    const chat = await screen.findByRole('link', { name: /Open WhatsApp/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/27825551234\?text=/);
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain(
      'Payment reference: REF-ABC2345',
    );
    expect(field(/^Full Name/)).toHaveValue('');
  });

  it('alerts when no usable WhatsApp link can be made', async () => {
    mockApi({ 'POST /api/public/orders': json(placed, 201) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm({ businessWhatsapp: '' });
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Error: Invalid WhatsApp URL generated. Please check console for details.',
      ),
    );
    expect(consoleError).toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
  });

  it('keeps the form, closes the chat tab and says so when the order fails', async () => {
    mockApi({
      'POST /api/public/orders': json(
        { error: { code: 'internal_error', message: 'Internal server error' } },
        500,
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There was an error submitting your order. Please try again or contact us directly.',
      ),
    ).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveValue('Thandi Nkosi');
    expect(field(/^Select Package/)).toHaveValue('3 Months');
    expect(tab.close).toHaveBeenCalled();
  });

  it("shows the server's message and the field it names", async () => {
    mockApi({
      'POST /api/public/orders': json(
        {
          error: {
            code: 'validation_error',
            message: 'package: Please select a package from the list',
            fields: { package: 'Please select a package from the list' },
          },
        },
        400,
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(field(/^Select Package/)).toHaveAccessibleDescription(
      'Please select a package from the list',
    );
  });

  it('sends the same Idempotency-Key when the same order is retried after a network failure, and a new one for the next order', async () => {
    let calls = 0;
    const api = mockApi({
      'POST /api/public/orders': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return json(placed, 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveValue('Thandi Nkosi');

    await user.click(submitButton());
    expect(await screen.findByText('Order Submitted Successfully!')).toBeInTheDocument();
    const keys = () => api.calls.map((c) => new Headers(c.init?.headers).get('idempotency-key'));
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toBeTruthy();
    expect(keys()[1]).toBe(keys()[0]);

    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('shows why a repeat free trial is refused', async () => {
    mockApi({
      'POST /api/public/orders': json(
        {
          error: {
            code: 'trial_already_used',
            message: 'You have already had a free trial in the last 90 days.',
          },
        },
        409,
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.selectOptions(field(/^Duration/), 'free-trial');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have already had a free trial in the last 90 days.');
    expect(screen.getByText('Free Trial Not Available')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('closes the free trial on a sport event day and says why', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderForm({ trialBlocked: true });
    const duration = field(/^Duration/);
    const trial = within(duration).getByRole('option', { name: /Free Trial \(24 hours\)/ });
    expect(trial).toBeDisabled();
    expect(trial).toHaveTextContent('not available today');
    expect(duration).toHaveAccessibleDescription(
      'Free trials are not available today because of a major sport event.',
    );
    expect(
      within(field(/^Select Package/)).getByRole('option', { name: /^Free Trial/ }),
    ).toBeDisabled();

    // A trial chosen elsewhere before the settings arrived is not sent.
    act(() => dispatchPageEvent('selectDuration', 'free-trial'));
    await fillIn(user);
    await user.selectOptions(field(/^Duration/), '1-month');
    act(() => dispatchPageEvent('selectDuration', 'free-trial'));
    await user.click(submitButton());
    expect(duration).toHaveAccessibleDescription(/Free trials are not available today/);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('takes the duration, package and speed from the page events', async () => {
    renderForm();
    act(() =>
      dispatchPageEvent('selectPackage', {
        name: '3 Months',
        priceCents: 50_000,
        duration: '3-months',
      }),
    );
    expect(field(/^Select Package/)).toHaveValue('3 Months');
    expect(field(/^Duration/)).toHaveValue('3-months');
    act(() => dispatchPageEvent('selectDuration', 'free-trial'));
    expect(field(/^Duration/)).toHaveValue('free-trial');
    act(() => dispatchPageEvent('streamTestResult', 'Download 48 Mbps, ping 20 ms'));
    expect(field(/^Internet Speed/)).toHaveValue('Download 48 Mbps, ping 20 ms');
    expect(screen.getByRole('link', { name: /Technical Support/ })).toHaveAttribute(
      'href',
      '/technical-support',
    );
  });
});
