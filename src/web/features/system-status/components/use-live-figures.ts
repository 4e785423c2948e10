import { useEffect, useState } from 'react';
import type { LiveStats } from '@shared/contracts/public-site';
import {
  activeClientsSimulation,
  chooseLiveFigures,
  initialActiveClients,
  nextActiveClients,
  nextUptime,
  uptimeSimulation,
  type RandomSource,
} from '@shared/rules/live-stats';
import { useRealUptime } from '../api/get-uptime';

export interface LiveFigures {
  activeClients: number;
  uptime: number;
  uptimeIsReal: boolean;
  activeClientsIsReal: boolean;
}

/**
 * The strip's moving figures: the spec's simulation (active clients every 3 s, uptime every 5 min),
 * replaced by real figures when the API has them (DESIGN.md 9.4).
 */
export function useLiveFigures(
  liveStats: LiveStats | undefined,
  random: RandomSource = Math.random,
  now: () => Date = () => new Date(),
): LiveFigures {
  const [activeClients, setActiveClients] = useState(() => initialActiveClients(now()));
  const startUptime = liveStats?.systemUptime ?? uptimeSimulation.start;
  // The simulation restarts from the configured figure whenever it changes.
  const [uptimeState, setUptimeState] = useState({ from: startUptime, value: startUptime });
  if (uptimeState.from !== startUptime) setUptimeState({ from: startUptime, value: startUptime });
  const uptime = uptimeState.value;
  const realUptime = useRealUptime();

  useEffect(() => {
    const timer = setInterval(
      () => setActiveClients((current) => nextActiveClients(current, now(), random)),
      activeClientsSimulation.everyMs,
    );
    return () => clearInterval(timer);
    // `random` and `now` are fixed for the life of the strip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const timer = setInterval(
      () => setUptimeState((state) => ({ ...state, value: nextUptime(state.value, random) })),
      uptimeSimulation.everyMs,
    );
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return chooseLiveFigures(
    {
      activeClientsMode: liveStats?.activeClientsMode ?? 'simulated',
      realActiveClients: liveStats?.activeClients ?? null,
      realUptimePercent: realUptime,
    },
    { activeClients, uptime },
  );
}
