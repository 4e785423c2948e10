import { PublicPage } from '@/components/layout/public-page';
import { KnowledgeBase } from '@/features/knowledge-base/components/knowledge-base';
import { useRealtime } from '@/lib/use-realtime';

export default function KnowledgeBaseRoute() {
  useRealtime({ channel: 'public' });
  return (
    <PublicPage
      title="Knowledge Base"
      intro="Answers to common questions about setup, billing and streaming."
    >
      <KnowledgeBase />
    </PublicPage>
  );
}
