/**
 * Stream test verdicts (SPEC.md section 9 "Speed test"). Pure: the measurement engine in the browser
 * produces the four figures; these rules judge them.
 */

export type IptvReadiness = 'poor' | 'fair' | 'good' | 'excellent';
export type FigureColour = 'green' | 'yellow' | 'red';

export interface StreamTestFigures {
  /** Mbps */
  download: number;
  /** ms */
  ping: number;
  /** ms */
  jitter: number;
  /** percent */
  packetLoss: number;
}

export interface StreamTestResult extends StreamTestFigures {
  iptvReadiness: IptvReadiness;
  recommendedQuality: string;
  status: 'complete';
}

/** The minimum each readiness level needs; anything below fair is poor. */
export const readinessThresholds = {
  excellent: { download: 45, ping: 50, jitter: 10, packetLoss: 0.5 },
  good: { download: 35, ping: 80, jitter: 20, packetLoss: 0.8 },
  fair: { download: 25, ping: 120, jitter: 25, packetLoss: 1 },
} as const;

/** Straight to poor: too slow, or any stability target missed. */
export const poorWhen = {
  downloadBelow: 10,
  packetLossAtLeast: 1,
  jitterAtLeast: 30,
  pingAtLeast: 150,
};

export function iptvReadiness(f: StreamTestFigures): IptvReadiness {
  if (
    f.download < poorWhen.downloadBelow ||
    f.packetLoss >= poorWhen.packetLossAtLeast ||
    f.jitter >= poorWhen.jitterAtLeast ||
    f.ping >= poorWhen.pingAtLeast
  ) {
    return 'poor';
  }
  for (const level of ['excellent', 'good', 'fair'] as const) {
    const t = readinessThresholds[level];
    if (
      f.download >= t.download &&
      f.ping <= t.ping &&
      f.jitter <= t.jitter &&
      f.packetLoss <= t.packetLoss
    ) {
      return level;
    }
  }
  return 'poor';
}

/** Bandwidth each quality needs (Mbps): SD 10-15, HD 15-25, Full HD 25-35, 4K 35+. */
export const qualityRequirements = [
  { quality: 'SD', minMbps: 10, maxMbps: 15 },
  { quality: 'HD', minMbps: 15, maxMbps: 25 },
  { quality: 'Full HD', minMbps: 25, maxMbps: 35 },
  { quality: '4K', minMbps: 35, maxMbps: null },
] as const;

/**
 * The quality to choose: each readiness level's download threshold already covers the bandwidth of
 * its quality, and its stability allows it. Poor means SD only.
 */
export const recommendedQualityByReadiness: Record<IptvReadiness, string> = {
  excellent: '4K Ultra HD',
  good: 'Full HD',
  fair: 'HD',
  poor: 'SD only',
};

/** Stability targets: loss under 1% (green to 0.5), jitter under 30 ms (green to 10), latency under 150 ms (green to 50). */
export function packetLossColour(percent: number): FigureColour {
  if (percent <= 0.5) return 'green';
  return percent < 1 ? 'yellow' : 'red';
}

export function jitterColour(ms: number): FigureColour {
  if (ms <= 10) return 'green';
  return ms < 30 ? 'yellow' : 'red';
}

export function pingColour(ms: number): FigureColour {
  if (ms <= 50) return 'green';
  return ms < 150 ? 'yellow' : 'red';
}

/** Download against the quality requirements: Full HD or better green, SD or HD yellow, below SD red. */
export function downloadColour(mbps: number): FigureColour {
  if (mbps >= 25) return 'green';
  return mbps >= 10 ? 'yellow' : 'red';
}

export function judgeStreamTest(figures: StreamTestFigures): StreamTestResult {
  const readiness = iptvReadiness(figures);
  return {
    ...figures,
    iptvReadiness: readiness,
    recommendedQuality: recommendedQualityByReadiness[readiness],
    status: 'complete',
  };
}

function round(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/**
 * One line for the order form's internet-speed field and the WhatsApp share:
 * 'Download 54.2 Mbps, ping 12 ms, jitter 3 ms, packet loss 0.0%. IPTV readiness: excellent (4K Ultra HD)'.
 */
export function formatStreamTestSummary(result: StreamTestResult): string {
  return (
    `Download ${round(result.download, 1)} Mbps, ping ${round(result.ping, 0)} ms, ` +
    `jitter ${round(result.jitter, 0)} ms, packet loss ${round(result.packetLoss, 1)}%. ` +
    `IPTV readiness: ${result.iptvReadiness} (${result.recommendedQuality})`
  );
}
