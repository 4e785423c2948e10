import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { johannesburgDateKey } from '@shared/rules/johannesburg-time';
import { resetSections } from '@/lib/sections';
import { fakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { Hero } from './hero';

let order: HTMLElement;
const durations: string[] = [];
const onDuration = (event: Event) => durations.push((event as CustomEvent<string>).detail);

beforeEach(() => {
  vi.useFakeTimers();
  fakeApi({
    '/api/public/branding': {
      branding: {
        companyName: 'StreamVault SA',
        tagline: 'Streaming made simple',
        whatsappNumber: '',
        supportEmail: '',
        footerMascot: '',
        footerLogo: '',
      },
    },
    '/api/public/homepage': { sections: [] },
  });
  order = document.createElement('div');
  order.id = 'order';
  order.scrollIntoView = vi.fn();
  document.body.append(order);
  durations.length = 0;
  window.addEventListener('selectDuration', onDuration);
});
afterEach(() => {
  window.removeEventListener('selectDuration', onDuration);
  order.remove();
  resetSections();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Hero', () => {
  it('has the company name as the page heading', async () => {
    renderUi(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: 'StreamVault SA' })).toBeInTheDocument();
  });

  it('the free-trial button scrolls to #order and selects free-trial 0.5 s later', async () => {
    renderUi(<Hero />);
    act(() => screen.getByRole('button', { name: /Try 24 Hours Free/ }).click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(order.scrollIntoView).toHaveBeenCalled();
    expect(durations).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(durations).toEqual(['free-trial']);
  });

  it('the main button scrolls to #order without choosing a duration', async () => {
    renderUi(<Hero />);
    act(() => screen.getByRole('button', { name: 'Get Started Today' }).click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(order.scrollIntoView).toHaveBeenCalled();
    expect(durations).toEqual([]);
  });

  it('closes the free-trial button on a sport event day and says why', async () => {
    fakeApi({
      '/api/public/site-settings': {
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
          freeTrialBlockedDates: [johannesburgDateKey(new Date())],
        },
      },
    });
    renderUi(<Hero />);
    expect(screen.getByRole('button', { name: /Try 24 Hours Free/ })).toBeEnabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    const closed = screen.getByRole('button', { name: 'Free Trial Unavailable Today' });
    expect(closed).toBeDisabled();
    expect(closed).toHaveAccessibleDescription(
      'Free trials are not available today because of a major sport event.',
    );
    expect(screen.getByRole('button', { name: 'Get Started Today' })).toBeEnabled();
  });
});
