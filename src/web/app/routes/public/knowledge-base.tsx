import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function KnowledgeBaseRoute() {
  return <ComingSoonPage title="Knowledge Base" skeleton="list" />;
}
