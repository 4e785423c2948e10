import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One Lighthouse run of one page. */
interface LighthouseRun {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (its docs: 1500-2000 is the high-end desktop its 4x slowdown is set for). */
  benchmarkIndex: number;
}

/** A page's row in the report: its median run, with the spread of all its runs. */
export interface LighthouseRow extends LighthouseRun {
  /** Lowest and highest performance score of the page's runs, e.g. '88-95'. */
  performanceRange: string;
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse varies from run to run; its docs advise the median of five. */
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

async function audit(
  port: number,
  baseUrl: string,
  page: { name: string; path: string },
): Promise<LighthouseRun> {
  const result = await lighthouse(`${baseUrl}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page: page.name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** The run with the median performance score, whole (its metrics belong together). */
function medianRun(runs: LighthouseRun[]): LighthouseRow {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    ...median,
    page: `${median.page} (median of ${runs.length})`,
    performanceRange: `${sorted[0]!.performance}-${sorted.at(-1)!.performance}`,
  };
}

/**
 * Lighthouse's default mobile run (emulated mid-range phone, simulated slow 4G) against pages of
 * a running server, in the Debian Chromium. Scores are 0-100.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: { name: string; path: string }[],
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < runsPerPage; i++) runs.push(await audit(chrome.port, baseUrl, page));
      rows.push(medianRun(runs));
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
