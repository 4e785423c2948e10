import { describe, expect, it } from 'vitest';
import {
  downloadColour,
  formatStreamTestSummary,
  iptvReadiness,
  jitterColour,
  judgeStreamTest,
  packetLossColour,
  pingColour,
  type StreamTestFigures,
} from './stream-test';

const excellent: StreamTestFigures = { download: 45, ping: 50, jitter: 10, packetLoss: 0.5 };

describe('iptvReadiness', () => {
  it('is excellent exactly at its edges', () => {
    expect(iptvReadiness(excellent)).toBe('excellent');
  });

  it('drops to good just past each excellent edge', () => {
    expect(iptvReadiness({ ...excellent, download: 44.99 })).toBe('good');
    expect(iptvReadiness({ ...excellent, ping: 50.01 })).toBe('good');
    expect(iptvReadiness({ ...excellent, jitter: 10.01 })).toBe('good');
    expect(iptvReadiness({ ...excellent, packetLoss: 0.51 })).toBe('good');
  });

  const good: StreamTestFigures = { download: 35, ping: 80, jitter: 20, packetLoss: 0.8 };
  it('is good exactly at its edges and fair just past them', () => {
    expect(iptvReadiness(good)).toBe('good');
    expect(iptvReadiness({ ...good, download: 34.99 })).toBe('fair');
    expect(iptvReadiness({ ...good, ping: 80.01 })).toBe('fair');
    expect(iptvReadiness({ ...good, jitter: 20.01 })).toBe('fair');
    expect(iptvReadiness({ ...good, packetLoss: 0.81 })).toBe('fair');
  });

  const fair: StreamTestFigures = { download: 25, ping: 120, jitter: 25, packetLoss: 0.99 };
  it('is fair at its edges and poor (SD only) just past them', () => {
    expect(iptvReadiness(fair)).toBe('fair');
    expect(iptvReadiness({ ...fair, download: 24.99 })).toBe('poor');
    expect(iptvReadiness({ ...fair, ping: 120.01 })).toBe('poor');
    expect(iptvReadiness({ ...fair, jitter: 25.01 })).toBe('poor');
  });

  it('is poor under 10 Mbps, at 1% loss, at 30 ms jitter or at 150 ms ping, however fast', () => {
    expect(iptvReadiness({ ...excellent, download: 9.99 })).toBe('poor');
    expect(iptvReadiness({ ...excellent, download: 100, packetLoss: 1 })).toBe('poor');
    expect(iptvReadiness({ ...excellent, download: 100, jitter: 30 })).toBe('poor');
    expect(iptvReadiness({ ...excellent, download: 100, ping: 150 })).toBe('poor');
    expect(iptvReadiness({ ...fair, packetLoss: 1 })).toBe('poor');
  });
});

describe('judgeStreamTest', () => {
  it('recommends a quality per readiness', () => {
    expect(judgeStreamTest(excellent).recommendedQuality).toBe('4K Ultra HD');
    expect(judgeStreamTest({ ...excellent, download: 40 }).recommendedQuality).toBe('Full HD');
    expect(judgeStreamTest({ ...excellent, download: 30 }).recommendedQuality).toBe('HD');
    expect(judgeStreamTest({ ...excellent, download: 12 }).recommendedQuality).toBe('SD only');
  });

  it('formats one summary line', () => {
    expect(
      formatStreamTestSummary(
        judgeStreamTest({ download: 54.23, ping: 12.4, jitter: 3.2, packetLoss: 0 }),
      ),
    ).toBe(
      'Download 54.2 Mbps, ping 12 ms, jitter 3 ms, packet loss 0.0%. IPTV readiness: excellent (4K Ultra HD)',
    );
  });
});

describe('colours by the stability targets', () => {
  it('packet loss: green to 0.5, yellow under 1, red from 1', () => {
    expect([0.5, 0.51, 0.99, 1].map(packetLossColour)).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });
  it('jitter: green to 10, yellow under 30, red from 30', () => {
    expect([10, 10.1, 29.9, 30].map(jitterColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
  it('latency: green to 50, yellow under 150, red from 150', () => {
    expect([50, 50.1, 149.9, 150].map(pingColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
  it('download: green from Full HD (25), yellow from SD (10), red below', () => {
    expect([25, 24.9, 10, 9.9].map(downloadColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});
