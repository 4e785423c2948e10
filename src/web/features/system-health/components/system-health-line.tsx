import { useHealth } from '../api/get-health';

/** 'System: <status>' from the health check; nothing at all while loading or on failure. */
export function SystemHealthLine({ className }: { className?: string }) {
  const { data } = useHealth();
  if (!data) return null;
  const healthy = data.status === 'ok';
  return (
    <p className={className} data-testid="system-health">
      <span
        aria-hidden
        className={`mr-2 inline-block size-2 rounded-full ${healthy ? 'bg-success' : 'bg-warning'}`}
      />
      System: {data.status}
    </p>
  );
}
