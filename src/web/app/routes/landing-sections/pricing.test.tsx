import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPackage } from '@shared/contracts/packages';
import { johannesburgDateKey } from '@shared/rules/johannesburg-time';
import { Toaster } from '@/components/toaster';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import PricingLandingSection from './pricing';
import { findDialog } from '@/test/dialogs';

const pkg = (over: Partial<PublicPackage>): PublicPackage => ({
  id: 'p1',
  name: '3 Months',
  priceCents: 50_000,
  originalPriceCents: null,
  duration: '3 Months',
  durationMonths: 3,
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
    id: 't',
    name: 'Free Trial',
    priceCents: 0,
    duration: '24 Hours',
    durationMonths: 0,
    isFreeTrial: true,
    sortOrder: 0,
  }),
];

const settings = (blocked: string[]) => ({
  settings: {
    liveStats: {
      channelsCount: '2,475+',
      countriesServed: 14,
      systemUptime: 99.1,
      activeClientsMode: 'simulated',
      activeClients: null,
    },
    supportHours: '9am-8pm',
    eftBankDetails: null,
    cardPaymentLink: null,
    freeTrialBlockedDates: blocked,
  },
});

function api(
  extra: Record<string, Response | (() => Response | Promise<Response>)> = {},
  blocked: string[] = [],
) {
  return mockApi({
    'GET /api/public/packages': json({ packages }),
    'GET /api/public/specials': json({ specials: [] }),
    'GET /api/public/banners': json({ banners: [] }),
    'GET /api/public/site-settings': json(settings(blocked)),
    ...extra,
  });
}

const cardButton = async (name: RegExp) => {
  const cards = await screen.findAllByTestId('plan-card');
  const button = cards.flatMap((c) => within(c).queryAllByRole('button', { name }))[0];
  if (!button) throw new Error(`no ${String(name)} button`);
  return button;
};

function renderSection() {
  return renderUi(
    <>
      <PricingLandingSection />
      <Toaster />
    </>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await cardButton(name));
  return findDialog({ name: 'Express Your Interest' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^First Name/), 'Sipho');
  await user.type(within(dialog).getByLabelText(/^Last Name/), 'Dlamini');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'sipho@example.co.za');
  await user.type(within(dialog).getByLabelText(/^WhatsApp Number/), '+27821234567');
}

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

// A whole form is typed per test: allow for a busy machine.
describe('Express Your Interest', { timeout: 20_000 }, () => {
  it('opens from a plan card with the plan shown, and asks for every required field', async () => {
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderSection();
    const dialog = await openDialog(user, /^Buy Now/);
    expect(within(dialog).getByLabelText('Your package')).toHaveTextContent(
      /^Package\s*3 Months\s*Price\s*R500\s*Duration\s*3 Months$/,
    );
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText(/^WhatsApp Number/)).toHaveAttribute(
      'placeholder',
      '+27XXXXXXXXX',
    );

    await user.type(within(dialog).getByLabelText(/^First Name/), 'Sipho');
    await user.click(within(dialog).getByRole('button', { name: /Submit Interest/ }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(calls.calls.some((c) => c.key === 'POST /api/public/interest')).toBe(false);
  });

  it('resets the form when closed', async () => {
    api();
    const user = userEvent.setup({ delay: null });
    renderSection();
    let dialog = await openDialog(user, /^Buy Now/);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog(user, /^Buy Now/);
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  });

  it('thanks with payment details to come for a package, sends the plan and closes', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = api({
      'POST /api/public/interest': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    const dialog = await openDialog(user, /^Buy Now/);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /Submit Interest/ }));
    expect(await within(dialog).findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    expect(calls.bodyOf('POST /api/public/interest')).toEqual({
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: 'sipho@example.co.za',
      whatsapp: '+27821234567',
      communicationMethod: 'whatsapp',
      packageName: '3 Months',
      packagePrice: 500,
      duration: '3 Months',
    });
    expect(calls.headerOf('POST /api/public/interest', 'idempotency-key')).toBeTruthy();
    answer(json({ success: true, leadId: 'l1', kind: 'interest' }, 201));
    expect(await screen.findByText('Interest Submitted Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for your interest in 3 Months! We will contact you by WhatsApp shortly with payment details.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('thanks with the trial set-up to come for a free trial, by the chosen method', async () => {
    api({
      'POST /api/public/interest': json({ success: true, leadId: 'l2', kind: 'free_trial' }, 201),
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    const dialog = await openDialog(user, /^Get Free Trial/);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: /Submit Interest/ }));
    expect(await screen.findByText('Interest Submitted Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for your interest in our 24-hour free trial! We will contact you by email shortly to set it up.',
      ),
    ).toBeInTheDocument();
  });

  it('says Submission Failed and keeps the form when the server fails', async () => {
    api({
      'POST /api/public/interest': json(
        { error: { code: 'internal_error', message: 'Internal server error' } },
        500,
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    const dialog = await openDialog(user, /^Buy Now/);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /Submit Interest/ }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error processing your request. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Sipho');
  });

  it('closes every free-trial button on a sport event day and says why', async () => {
    api({}, [johannesburgDateKey(new Date())]);
    renderSection();
    const trial = await screen.findByRole('button', {
      name: /Free Trial Unavailable Today: Free Trial/,
    });
    expect(trial).toBeDisabled();
    expect(trial).toHaveAccessibleDescription(
      'Free trials are not available today because of a major sport event.',
    );
    const top = screen.getByRole('button', { name: 'Free Trial Unavailable Today' });
    expect(top).toBeDisabled();
    expect(await cardButton(/^Buy Now/)).toBeEnabled();
  });
});
