import { describe, expect, it } from 'vitest';
import { overallSystemState, systemStateColour } from './system-status';

describe('overallSystemState', () => {
  it('is down when any component is down, whatever the others say', () => {
    expect(
      overallSystemState([{ status: 'stable' }, { status: 'maintenance' }, { status: 'down' }]),
    ).toBe('down');
  });

  it('is maintenance when none is down and one is in maintenance', () => {
    expect(overallSystemState([{ status: 'stable' }, { status: 'maintenance' }])).toBe(
      'maintenance',
    );
  });

  it('is stable when all are stable, when there are no rows, and for unknown values', () => {
    expect(overallSystemState([{ status: 'stable' }, { status: 'stable' }])).toBe('stable');
    expect(overallSystemState([])).toBe('stable');
    expect(overallSystemState([{ status: 'degraded' }])).toBe('stable');
  });

  it('colours down red, maintenance orange and stable green', () => {
    expect(systemStateColour).toEqual({ down: 'red', maintenance: 'orange', stable: 'green' });
  });
});
