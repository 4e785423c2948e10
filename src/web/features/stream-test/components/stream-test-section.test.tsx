import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { judgeStreamTest, type StreamTestResult } from '@shared/rules/stream-test';
import { Toaster } from '@/components/toaster';
import { forgetPageEvents } from '@/lib/page-events';
import type { RunStreamTestOptions } from '../engine';
import { StreamTestSection } from './stream-test-section';

afterEach(() => forgetPageEvents());

function controllableRun() {
  let finish: (result: StreamTestResult) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let options: RunStreamTestOptions = {};
  const run = vi.fn(
    (opts: RunStreamTestOptions) =>
      new Promise<StreamTestResult>((resolve, reject) => {
        options = opts;
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    run,
    finish: (r: StreamTestResult) => finish(r),
    fail: (e: Error) => fail(e),
    progress: (phase: 'download' | 'latency' | 'jitter' | 'packetLoss', percent: number) =>
      options.onProgress?.({ phase, percent }),
  };
}

describe('StreamTestSection', () => {
  it('says how much data it uses, shows progress, then coloured results and a toast', async () => {
    const engine = controllableRun();
    render(
      <>
        <StreamTestSection whatsappNumber="082 000 0000" run={engine.run} />
        <Toaster />
      </>,
    );
    expect(screen.getByText(/Uses up to 40 MB of data/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Stream Test' }));
    act(() => engine.progress('latency', 37));
    expect(screen.getByText('37%')).toBeInTheDocument();
    expect(screen.getByText('Download speed').closest('li')).toHaveAttribute('data-status', 'done');
    expect(screen.getByText('Latency').closest('li')).toHaveAttribute('data-status', 'current');

    await act(async () => {
      engine.finish(judgeStreamTest({ download: 52.3, ping: 18, jitter: 4.2, packetLoss: 0 }));
    });
    const results = screen.getByTestId('stream-test-results');
    expect(results).toHaveTextContent('52.3 Mbps');
    expect(screen.getByText('52.3 Mbps')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText(/IPTV readiness:/)).toHaveTextContent('excellent');
    expect(screen.getByText('Recommended quality: 4K Ultra HD')).toBeInTheDocument();
    expect(await screen.findByText('Stream Test Complete')).toBeInTheDocument();
    expect(screen.getByText('IPTV Status: excellent')).toBeInTheDocument();
    const share = screen.getByRole('link', { name: /Share via WhatsApp/ });
    expect(share.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/27820000000\?text=.*52\.3%20Mbps/,
    );
  });

  it('sends the summary to the order form and can test again', async () => {
    const engine = controllableRun();
    const summaries: string[] = [];
    const listener = (e: Event) => summaries.push((e as CustomEvent<string>).detail);
    window.addEventListener('streamTestResult', listener);
    render(<StreamTestSection whatsappNumber="" run={engine.run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Stream Test' }));
    await act(async () => {
      engine.finish(judgeStreamTest({ download: 12, ping: 160, jitter: 4, packetLoss: 0 }));
    });
    expect(screen.getByText('160 ms')).toHaveAttribute('data-colour', 'red');
    await userEvent.click(screen.getByRole('button', { name: 'Use These Results In My Order' }));
    expect(summaries).toEqual([
      'Download 12.0 Mbps, ping 160 ms, jitter 4 ms, packet loss 0.0%. IPTV readiness: poor (SD only)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Test Again/ }));
    expect(engine.run).toHaveBeenCalledTimes(2);
    window.removeEventListener('streamTestResult', listener);
  });

  it('says Stream Test Failed when the test cannot finish', async () => {
    const engine = controllableRun();
    render(
      <>
        <StreamTestSection whatsappNumber="" run={engine.run} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start Stream Test' }));
    await act(async () => engine.fail(new Error('offline')));
    expect(await screen.findByText('Stream Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Stream Test' })).toBeInTheDocument();
  });
});
