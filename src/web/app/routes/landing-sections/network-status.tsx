import { useSiteSettings } from '@/features/site-content/api/get-site-settings';
import { NetworkStatusStrip } from '@/features/system-status/components/network-status-strip';

export default function NetworkStatusSection() {
  const { data, isPending } = useSiteSettings();
  return <NetworkStatusStrip liveStats={data?.liveStats} loading={isPending} />;
}
