/** The overall system state of SPEC.md section 4. Pure, shared by the status API and the browser. */

export type SystemState = 'stable' | 'maintenance' | 'down';

/**
 * Down if any component is down; else maintenance if any is in maintenance; else stable (also
 * stable while loading or when there are no rows). Any other value counts as stable.
 */
export function overallSystemState(statuses: readonly { status: string }[]): SystemState {
  if (statuses.some((s) => s.status === 'down')) return 'down';
  if (statuses.some((s) => s.status === 'maintenance')) return 'maintenance';
  return 'stable';
}

/** Icon colours of the top bar's Status button (SPEC.md section 4). */
export const systemStateColour: Record<SystemState, 'red' | 'orange' | 'green'> = {
  down: 'red',
  maintenance: 'orange',
  stable: 'green',
};
