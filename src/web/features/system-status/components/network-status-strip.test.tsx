import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStats } from '@shared/contracts/public-site';
import { fakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { NetworkStatusStrip } from './network-status-strip';

const liveStats: LiveStats = {
  channelsCount: '3,000+',
  countriesServed: 20,
  systemUptime: 99.1,
  activeClientsMode: 'simulated',
  activeClients: null,
};

const tile = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement!);
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-15T10:00:00Z') }); // 12:00 in Johannesburg
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NetworkStatusStrip', () => {
  it('says Connecting... while loading, then Live Updates, with the badge and the defaults', () => {
    fakeApi({});
    const first = renderUi(<NetworkStatusStrip liveStats={undefined} loading />);
    expect(screen.getByTestId('live-state')).toHaveTextContent('Connecting...');
    expect(screen.getByText('Always Streaming')).toBeInTheDocument();
    expect(tile('Live Channels').getByText('2,475+')).toBeInTheDocument();
    expect(tile('Live Channels').getByText('HD channels')).toBeInTheDocument();
    expect(tile('Countries').getByText('14')).toBeInTheDocument();
    first.unmount();
    renderUi(<NetworkStatusStrip liveStats={liveStats} loading={false} />);
    expect(screen.getByTestId('live-state')).toHaveTextContent('Live Updates');
  });

  it('simulates active clients from 8500, moving every 3 s', () => {
    fakeApi({});
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    renderUi(<NetworkStatusStrip liveStats={liveStats} loading={false} />);
    const value = () => tile('Active Clients').getByText(/\d/).textContent!.replace(/\D/g, '');
    expect(value()).toBe('8500');
    expect(tile('Active Clients').getByText('watching now')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(value()).toBe('8500');
    act(() => vi.advanceTimersByTime(1));
    expect(value()).toBe('8700');
    expect(tile('Live Channels').getByText('3,000+')).toBeInTheDocument();
  });

  it('simulates uptime from the configured figure every 5 minutes', () => {
    fakeApi({});
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderUi(
      <NetworkStatusStrip liveStats={{ ...liveStats, systemUptime: 99.5 }} loading={false} />,
    );
    expect(tile('System Uptime').getByText('99.50%')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(tile('System Uptime').getByText('99.45%')).toBeInTheDocument();
  });

  it('uses the real figures when the API has them', async () => {
    fakeApi({ '/api/public/uptime': { uptimePercent: 99.93, windowDays: 30, checks: 100 } });
    renderUi(
      <NetworkStatusStrip
        liveStats={{ ...liveStats, activeClientsMode: 'real', activeClients: 321 }}
        loading={false}
      />,
    );
    expect(tile('Active Clients').getByText('321')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(tile('System Uptime').getByText('99.93%')).toBeInTheDocument();
  });
});
