import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPackage } from '@shared/contracts/packages';
import type { Banner, PricingSpecial } from '@shared/contracts/public-site';
import { fakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { PricingSection } from './pricing-section';

const pkg = (over: Partial<PublicPackage>): PublicPackage => ({
  id: 'p',
  name: 'Plan',
  priceCents: 20_000,
  originalPriceCents: null,
  duration: '1 Month',
  durationMonths: 1,
  durationHours: null,
  features: ['Feature one', 'Feature two', 'Feature three'],
  description: null,
  isFeatured: false,
  isFreeTrial: false,
  sortOrder: 1,
  maxConnections: 1,
  ...over,
});

const packages = [
  pkg({ id: 'm1', name: 'Month to Month', sortOrder: 1 }),
  pkg({
    id: 'm3',
    name: '3 Months',
    priceCents: 50_000,
    originalPriceCents: 60_000,
    duration: '3 Months',
    durationMonths: 3,
    isFeatured: true,
    sortOrder: 2,
  }),
  pkg({
    id: 'm6',
    name: '6 Months',
    priceCents: 90_000,
    duration: '6 Months',
    durationMonths: 6,
    sortOrder: 3,
  }),
];

const special: PricingSpecial = {
  id: 's1',
  packageName: '6 Months',
  durationMonths: 6,
  originalPriceCents: 90_000,
  specialPriceCents: 79_900,
  title: 'Summer Sport Special',
  description: null,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
};

const banners: Banner[] = [
  {
    id: 'b1',
    title: 'Payment by EFT',
    content: 'Use your name as reference.',
    bannerType: 'other',
  },
];

function api(over: Record<string, unknown> = {}) {
  return fakeApi({
    '/api/public/packages': { packages },
    '/api/public/specials': { specials: [] },
    '/api/public/banners': { banners: [] },
    ...over,
  });
}

const card = (name: string) =>
  screen.getAllByTestId('plan-card').find((c) => within(c).queryByRole('heading', { name }))!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PricingSection', () => {
  it('shows each plan with its first two features, its saving and Buy Now', async () => {
    api();
    renderUi(<PricingSection />);
    await screen.findByRole('heading', { name: '3 Months' });
    const three = card('3 Months');
    expect(within(three).getByText('R500')).toBeInTheDocument();
    expect(within(three).getByText('Save R100')).toBeInTheDocument();
    expect(within(three).getByText('Feature one')).toBeInTheDocument();
    expect(within(three).getByText('Feature two')).toBeInTheDocument();
    expect(within(three).queryByText('Feature three')).toBeNull();
    expect(within(three).getByRole('button', { name: /^Buy Now/ })).toBeInTheDocument();
    expect(within(card('Month to Month')).queryByText(/^Save/)).toBeNull();
    // 'What's Included' lists every feature once.
    expect(screen.getByRole('heading', { name: "What's Included" })).toBeInTheDocument();
    expect(screen.getAllByText('Feature three')).toHaveLength(1);
  });

  it('adds the free trial when no package is free, with Get Free Trial', async () => {
    api();
    renderUi(<PricingSection />);
    await screen.findByRole('heading', { name: 'Free Trial' });
    expect(screen.getAllByTestId('plan-card')).toHaveLength(4);
    expect(
      within(card('Free Trial')).getByRole('button', { name: /^Get Free Trial/ }),
    ).toBeInTheDocument();
  });

  it('does not add a trial when a zero-price package exists', async () => {
    api({
      '/api/public/packages': {
        packages: [...packages, pkg({ id: 'z', name: 'Taster', priceCents: 0 })],
      },
    });
    renderUi(<PricingSection />);
    await screen.findByRole('heading', { name: 'Taster' });
    expect(screen.queryByRole('heading', { name: 'Free Trial' })).toBeNull();
    expect(
      within(card('Taster')).getByRole('button', { name: /^Get Free Trial/ }),
    ).toBeInTheDocument();
  });

  it('labels a plan with a matching special GET SPECIAL! and shows the special price and saving', async () => {
    api({ '/api/public/specials': { specials: [special] } });
    renderUi(<PricingSection />);
    await waitFor(() =>
      expect(
        within(card('6 Months')).getByRole('button', { name: /^GET SPECIAL!/ }),
      ).toBeInTheDocument(),
    );
    const six = card('6 Months');
    expect(within(six).getByText('R799')).toBeInTheDocument();
    expect(within(six).getByText('Save R101')).toBeInTheDocument();
    expect(screen.getByText('Special deal available')).toBeInTheDocument();
    expect(screen.queryByText('No Specials At The Moment')).toBeNull();
  });

  it('says No Specials At The Moment without specials', async () => {
    api();
    renderUi(<PricingSection />);
    expect(await screen.findByText('No Specials At The Moment')).toBeInTheDocument();
  });

  it('shows the three fallback packages and Error loading packages when packages fail', async () => {
    api({ '/api/public/packages': () => new Response('{}', { status: 404 }) });
    renderUi(<PricingSection />);
    expect(await screen.findByText(/Error loading packages/)).toBeInTheDocument();
    const names = screen
      .getAllByTestId('plan-card')
      .map((c) => within(c).getByRole('heading').textContent);
    expect(names).toEqual(['Month to Month', '3 Months', '6 Months']);
    expect(within(card('Month to Month')).getByText('R200')).toBeInTheDocument();
    expect(within(card('3 Months')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('6 Months')).getByText('R900')).toBeInTheDocument();
  });

  it('preselects the package in the order form and scrolls to it', async () => {
    api();
    const events: unknown[] = [];
    const onPackage = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('selectPackage', onPackage);
    renderUi(<PricingSection />);
    await screen.findByRole('heading', { name: '3 Months' });
    await userEvent.click(within(card('3 Months')).getByRole('button', { name: /^Buy Now/ }));
    expect(events).toEqual([{ name: '3 Months', priceCents: 50_000, duration: '3-months' }]);
    window.removeEventListener('selectPackage', onPackage);
  });

  it('reloads pricing on the pricingUpdated page event', async () => {
    const mock = api();
    renderUi(<PricingSection />);
    await screen.findByRole('heading', { name: '3 Months' });
    const calls = () =>
      mock.mock.calls.filter(([url]) => String(url) === '/api/public/packages').length;
    const before = calls();
    act(() => {
      window.dispatchEvent(new CustomEvent('pricingUpdated'));
    });
    await waitFor(() => expect(calls()).toBe(before + 1));
  });
});

describe('information banners', () => {
  it('stay dismissed for the session, and come back in a new session', async () => {
    api({ '/api/public/banners': { banners } });
    const first = renderUi(<PricingSection />);
    await screen.findByText('Payment by EFT');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Payment by EFT' }));
    expect(screen.queryByText('Payment by EFT')).toBeNull();
    first.unmount();

    // Same session: a fresh page still hides it.
    const second = renderUi(<PricingSection />);
    await screen.findByRole('heading', { name: '3 Months' });
    expect(screen.queryByText('Payment by EFT')).toBeNull();
    second.unmount();

    sessionStorage.clear();
    renderUi(<PricingSection />);
    expect(await screen.findByText('Payment by EFT')).toBeInTheDocument();
  });
});
