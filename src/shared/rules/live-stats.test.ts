import { describe, expect, it } from 'vitest';
import {
  activeClientsRange,
  chooseLiveFigures,
  initialActiveClients,
  isPeakViewing,
  johannesburgHour,
  nextActiveClients,
  nextUptime,
} from './live-stats';

/** A Johannesburg wall-clock time (UTC+2) as a Date. */
const sast = (hour: number, minute = 0) => new Date(Date.UTC(2026, 0, 15, hour - 2, minute));

describe('Johannesburg time', () => {
  it('is UTC+2', () => {
    expect(johannesburgHour(new Date('2026-01-15T16:00:00Z'))).toBe(18);
    expect(johannesburgHour(new Date('2026-01-15T23:30:00Z'))).toBe(1);
  });

  it('peak viewing is 18:00 to 21:59', () => {
    expect(isPeakViewing(sast(17, 59))).toBe(false);
    expect(isPeakViewing(sast(18, 0))).toBe(true);
    expect(isPeakViewing(sast(21, 59))).toBe(true);
    expect(isPeakViewing(sast(22, 0))).toBe(false);
  });
});

describe('active clients simulation', () => {
  it('uses 7050-10500 outside and 11000-14400 inside the evening peak', () => {
    expect(activeClientsRange(sast(12))).toEqual({ min: 7050, max: 10_500 });
    expect(activeClientsRange(sast(19))).toEqual({ min: 11_000, max: 14_400 });
  });

  it('starts at 8500, moved into the peak range in the evening', () => {
    expect(initialActiveClients(sast(12))).toBe(8500);
    expect(initialActiveClients(sast(20))).toBe(11_000);
  });

  it('changes by up to 200 either way', () => {
    expect(nextActiveClients(8500, sast(12), () => 0.999_999)).toBe(8700);
    expect(nextActiveClients(8500, sast(12), () => 0)).toBe(8300);
    expect(nextActiveClients(8500, sast(12), () => 0.5)).toBe(8500);
  });

  it('stays inside the range', () => {
    expect(nextActiveClients(10_450, sast(12), () => 0.999)).toBe(10_500);
    expect(nextActiveClients(7100, sast(12), () => 0)).toBe(7050);
    expect(nextActiveClients(8500, sast(19), () => 0.5)).toBe(11_000);
    expect(nextActiveClients(14_400, sast(21), () => 0.999)).toBe(14_400);
  });
});

describe('uptime simulation', () => {
  it('changes by up to 0.05 either way, clamped to 98.2-99.8', () => {
    expect(nextUptime(99.1, () => 0.999_999)).toBe(99.15);
    expect(nextUptime(99.1, () => 0)).toBe(99.05);
    expect(nextUptime(99.79, () => 0.999_999)).toBe(99.8);
    expect(nextUptime(98.21, () => 0)).toBe(98.2);
  });
});

describe('chooseLiveFigures', () => {
  const simulated = { activeClients: 9000, uptime: 99.1 };

  it('uses the simulation when the API gives nothing real', () => {
    expect(
      chooseLiveFigures(
        { activeClientsMode: 'simulated', realActiveClients: 50, realUptimePercent: null },
        simulated,
      ),
    ).toMatchObject({ activeClients: 9000, uptime: 99.1, activeClientsIsReal: false });
  });

  it('uses the real count in mode real with a number, and real uptime when known', () => {
    expect(
      chooseLiveFigures(
        { activeClientsMode: 'real', realActiveClients: 42, realUptimePercent: 99.95 },
        simulated,
      ),
    ).toEqual({ activeClients: 42, uptime: 99.95, activeClientsIsReal: true, uptimeIsReal: true });
    expect(
      chooseLiveFigures(
        { activeClientsMode: 'real', realActiveClients: null, realUptimePercent: null },
        simulated,
      ).activeClients,
    ).toBe(9000);
  });
});
