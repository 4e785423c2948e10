import { LoadFailed, LoadingBlock } from '@/components/layout/public-page';
import { Markdown } from '@/components/markdown/markdown';
import { withoutTitle } from '@/components/markdown/render-markdown';
import { formatDate } from '@/lib/format-date';
import { useContentPage } from '../api/get-content-page';

/** A policy or help page's Markdown from content_pages, with its last update. */
export function ContentPageView({ slug, what }: { slug: string; what: string }) {
  const { data, isPending, isError, refetch } = useContentPage(slug);
  if (isPending) return <LoadingBlock />;
  if (isError) return <LoadFailed what={what} onRetry={() => void refetch()} />;
  return (
    <article className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">Last updated {formatDate(data.updatedAt)}</p>
      <Markdown source={withoutTitle(data.bodyMarkdown)} />
    </article>
  );
}
