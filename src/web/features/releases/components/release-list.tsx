import { LoadFailed, LoadingBlock } from '@/components/layout/public-page';
import { Markdown } from '@/components/markdown/markdown';
import { withoutTitle } from '@/components/markdown/render-markdown';
import { formatDate } from '@/lib/format-date';
import { useReleases } from '../api/get-releases';

/** Published release notes, newest first. */
export function ReleaseList() {
  const { data, isPending, isError, refetch } = useReleases();
  if (isPending) return <LoadingBlock />;
  if (isError) return <LoadFailed what="the release notes" onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="text-muted-foreground">No release notes yet.</p>;
  return (
    <ol className="flex flex-col gap-6">
      {data.map((release) => (
        <li key={release.id}>
          <article className="rounded-2xl border border-border bg-card p-6">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h2 className="text-xl font-bold">{release.title}</h2>
              <span className="rounded-full bg-brand-400/15 px-2 py-0.5 text-xs font-semibold text-brand-200">
                v{release.version}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{formatDate(release.releasedAt)}</p>
            <Markdown source={withoutTitle(release.bodyMarkdown)} className="mt-4" />
          </article>
        </li>
      ))}
    </ol>
  );
}
