import { Activity } from 'lucide-react';
import { overallSystemState, type SystemState } from '@shared/rules/system-status';
import { useSystemStatus } from '../api/get-status';

const colourClass: Record<SystemState, string> = {
  down: 'text-red-500',
  maintenance: 'text-orange-400',
  stable: 'text-green-500',
};

const label: Record<SystemState, string> = {
  down: 'service disruption',
  maintenance: 'maintenance under way',
  stable: 'all systems operational',
};

/** The overall state for the top bar's Status button: down red, maintenance orange, stable green. */
export function useOverallState(): SystemState {
  const { data } = useSystemStatus();
  if (!data) return 'stable';
  return data.overall ?? overallSystemState(data.components);
}

/** The coloured icon; `data-state` carries the state for tests. */
export function SystemStateIcon() {
  const state = useOverallState();
  return <Activity className={`size-4 ${colourClass[state]}`} data-state={state} aria-hidden />;
}

/** The state in words, for screen readers, after the word 'Status'. */
export function SystemStateText() {
  return <span className="sr-only">: {label[useOverallState()]}</span>;
}
