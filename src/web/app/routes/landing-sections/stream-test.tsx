import { useBranding } from '@/features/site-content/api/get-branding';
import { StreamTestSection } from '@/features/stream-test/components/stream-test-section';

export default function StreamTestLandingSection() {
  const { whatsappNumber } = useBranding();
  return <StreamTestSection whatsappNumber={whatsappNumber} />;
}
