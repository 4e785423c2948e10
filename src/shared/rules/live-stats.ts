/**
 * The network status strip's live figures (SPEC.md section 9 "Simulated live figures", DESIGN.md
 * 9.4). Pure: randomness and time are passed in, so tests drive them.
 */

import { johannesburgOffsetMs } from './johannesburg-time';

export const activeClientsSimulation = {
  start: 8500,
  everyMs: 3000,
  maxChange: 200,
  normal: { min: 7050, max: 10_500 },
  /** 18:00 to 21:59 Johannesburg time. */
  peak: { min: 11_000, max: 14_400 },
  peakFromHour: 18,
  peakToHour: 21,
} as const;

export const uptimeSimulation = {
  start: 99.1,
  everyMs: 5 * 60 * 1000,
  maxChange: 0.05,
  min: 98.2,
  max: 99.8,
} as const;

export const liveStatsDefaults = { channelsCount: '2,475+', countriesServed: 14 } as const;

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** The hour (0-23) in Africa/Johannesburg: UTC+2 all year (South Africa has no daylight saving). */
export function johannesburgHour(now: Date): number {
  return new Date(now.getTime() + johannesburgOffsetMs).getUTCHours();
}

export function isPeakViewing(now: Date): boolean {
  const hour = johannesburgHour(now);
  return hour >= activeClientsSimulation.peakFromHour && hour <= activeClientsSimulation.peakToHour;
}

export function activeClientsRange(now: Date): { min: number; max: number } {
  return isPeakViewing(now) ? activeClientsSimulation.peak : activeClientsSimulation.normal;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A random change of up to `max` either way. */
function change(random: RandomSource, max: number): number {
  return (random() * 2 - 1) * max;
}

/** The next 'watching now' figure: up to 200 either way, kept in the range of the time of day. */
export function nextActiveClients(current: number, now: Date, random: RandomSource): number {
  const { min, max } = activeClientsRange(now);
  return clamp(Math.round(current + change(random, activeClientsSimulation.maxChange)), min, max);
}

/** The first figure shown: the start value, moved into the range of the time of day. */
export function initialActiveClients(now: Date): number {
  const { min, max } = activeClientsRange(now);
  return clamp(activeClientsSimulation.start, min, max);
}

/** The next simulated uptime: up to 0.05 either way, clamped 98.2-99.8, two decimals. */
export function nextUptime(current: number, random: RandomSource): number {
  const next = clamp(
    current + change(random, uptimeSimulation.maxChange),
    uptimeSimulation.min,
    uptimeSimulation.max,
  );
  return Math.round(next * 100) / 100;
}

export interface LiveFigureSources {
  activeClientsMode: 'simulated' | 'real';
  /** The real count; used only in mode 'real'. */
  realActiveClients: number | null;
  /** From the health monitor's history; null when there is none. */
  realUptimePercent: number | null;
}

/** Which figures the strip shows: real ones when the API gives them, else the simulation's. */
export function chooseLiveFigures(
  sources: LiveFigureSources,
  simulated: { activeClients: number; uptime: number },
): { activeClients: number; uptime: number; activeClientsIsReal: boolean; uptimeIsReal: boolean } {
  const activeClientsIsReal =
    sources.activeClientsMode === 'real' && typeof sources.realActiveClients === 'number';
  const uptimeIsReal = typeof sources.realUptimePercent === 'number';
  return {
    activeClients: activeClientsIsReal ? sources.realActiveClients! : simulated.activeClients,
    uptime: uptimeIsReal ? sources.realUptimePercent! : simulated.uptime,
    activeClientsIsReal,
    uptimeIsReal,
  };
}
