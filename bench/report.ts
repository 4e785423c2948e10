import type { LighthouseRow } from './lighthouse';
import type { LoadRow } from './http-load';
import type { RealtimeRow } from './realtime';
import type { StreamAccuracyRow } from './stream-accuracy';
import { routeGroups, routeInitialWeight } from './web-size';

export interface BenchResults {
  seconds: number;
  startup: { database: string; dataDir: string; ms: number }[];
  memory: { database: string; idleMb: number; afterLoadMb: number }[];
  loads: LoadRow[];
  ordersLanded: { database: string; created: number; stored: number }[];
  realtime: RealtimeRow[];
  stream: StreamAccuracyRow[];
  lighthouse: LighthouseRow[];
}

/** Public reads answered from the per-instance cache (ADR 0005): the ones the ceiling target is for. */
export const cachedReads = ['/api/public/packages', '/api/public/homepage', '/api/public/status'];

const round = (n: number) => Math.round(n * 10) / 10;

function percentOfCeiling(row: LoadRow): number {
  return row.ceilingReqPerSec ? Math.round((row.reqPerSec / row.ceilingReqPerSec) * 100) : NaN;
}

function targets(results: BenchResults) {
  const rows: { target: string; figure: string; met: string }[] = [];
  const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'yes' : 'NO');
  const cached = results.loads.filter((r) => cachedReads.includes(r.endpoint));
  const worst = cached.sort((a, b) => percentOfCeiling(a) - percentOfCeiling(b))[0];
  rows.push({
    target: 'cached public reads >= 50% of the bare-route ceiling',
    figure: worst
      ? `lowest ${percentOfCeiling(worst)}% (${worst.database}, ${worst.endpoint}, ${worst.connections} conn.)`
      : '-',
    met: verdict(worst ? percentOfCeiling(worst) >= 50 : null),
  });
  const single = results.realtime.find((r) => r.instances === 1);
  rows.push({
    target: `realtime p99 <= 100 ms, ${single?.sockets ?? 1000} sockets, one instance`,
    figure: single ? `p99 ${single.p99Ms} ms, ${single.received}/${single.expected} received` : '-',
    met: verdict(single ? single.p99Ms <= 100 && single.received === single.expected : null),
  });
  const worstStream = [...results.stream].sort(
    (a, b) => Math.abs(b.errorPercent) - Math.abs(a.errorPercent),
  )[0];
  rows.push({
    target: 'stream test within ±10% at every rate',
    figure: worstStream
      ? `worst ${worstStream.errorPercent}% at ${worstStream.trueMbps} Mbit/s`
      : '-',
    met: verdict(worstStream ? Math.abs(worstStream.errorPercent) <= 10 : null),
  });
  const worstPage = [...results.lighthouse].sort((a, b) => a.performance - b.performance)[0];
  rows.push({
    target: 'Lighthouse mobile performance >= 90 on every page (median run)',
    figure: worstPage ? `lowest ${worstPage.performance} (${worstPage.page})` : '-',
    met: verdict(worstPage ? worstPage.performance >= 90 : null),
  });
  return rows;
}

export function printReport(results: BenchResults): void {
  const { seconds } = results;
  console.log(
    `\nMachine: ${process.platform} ${process.arch}, Node ${process.version}; autocannon ${seconds} s per row\n`,
  );
  console.log('Start-up (spawn to first healthy response)');
  console.table(
    results.startup.map((r) => ({
      database: r.database,
      'data directory': r.dataDir,
      ms: Math.round(r.ms),
    })),
  );
  console.log('Resident memory');
  console.table(
    results.memory.map((r) => ({
      database: r.database,
      'idle MB': round(r.idleMb),
      'after load MB': round(r.afterLoadMb),
    })),
  );
  console.log(
    'HTTP under load (% of ceiling: req/s against the bare route row above it, the two taken in alternating slices)',
  );
  console.table(
    results.loads.map((r) => ({
      database: r.database,
      endpoint: r.endpoint,
      conn: r.connections,
      'req/s': r.reqPerSec,
      '% of ceiling': percentOfCeiling(r),
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errorKinds ? `${r.errors} (${r.errorKinds})` : r.errors,
    })),
  );
  if (results.ordersLanded.length > 0) {
    console.log('Orders landed (both connection counts together)');
    console.table(
      results.ordersLanded.map((r) => ({
        database: r.database,
        '201 answers received': r.created,
        'rows stored': r.stored,
        'every 201 stored': r.stored >= r.created ? 'yes' : 'NO',
      })),
    );
  }
  if (results.realtime.length > 0) {
    console.log('Realtime: committed write to receipt on open WebSockets (PostgreSQL)');
    console.table(
      results.realtime.map((r) => ({
        instances: r.instances,
        sockets: r.sockets,
        writes: r.writes,
        received: `${r.received}/${r.expected}`,
        'p50 ms': r.p50Ms,
        'p95 ms': r.p95Ms,
        'p99 ms': r.p99Ms,
        'max ms': r.maxMs,
      })),
    );
  }
  if (results.stream.length > 0) {
    console.log(
      'Stream test accuracy (the browser engine against a download paced to a known rate)',
    );
    console.table(
      results.stream.map((r) => ({
        'true Mbit/s': r.trueMbps,
        'measured Mbit/s': r.measuredMbps,
        'error %': r.errorPercent,
      })),
    );
  }
  console.log(
    'Initial JS and CSS per route group (gzip; budget for the landing: JS 120 kB, CSS 20 kB)',
  );
  console.table(
    routeGroups.map((group) => {
      const weight = routeInitialWeight(group.modules);
      return {
        route: group.name,
        'JS kB': round(weight.jsGzipKb),
        'CSS kB': round(weight.cssGzipKb),
      };
    }),
  );
  if (results.lighthouse.length > 0) {
    console.log('Lighthouse, mobile (emulated phone, simulated slow 4G), Debian Chromium');
    console.table(results.lighthouse);
  }
  console.log('Targets (issue 9)');
  console.table(targets(results));
}
