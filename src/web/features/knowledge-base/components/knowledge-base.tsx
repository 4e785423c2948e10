import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeft, Search } from 'lucide-react';
import { LoadFailed, LoadingBlock } from '@/components/layout/public-page';
import { Markdown } from '@/components/markdown/markdown';
import { withoutTitle } from '@/components/markdown/render-markdown';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatDate } from '@/lib/format-date';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useArticle } from '../api/get-article';
import { useArticles } from '../api/get-articles';

/**
 * The knowledge base: search, categories and articles. The open article and category live in the
 * address (`?article=slug&category=Billing`) so they can be linked to and the back button works.
 */
export function KnowledgeBase() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 250);
  const category = params.get('category') ?? '';
  const articleSlug = params.get('article');
  const list = useArticles({ q, category: category || undefined });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  if (articleSlug)
    return <ArticleView slug={articleSlug} onBack={() => update({ article: null })} />;

  const categories = list.data?.categories ?? [];
  const articles = list.data?.articles ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="relative">
        <label htmlFor="kb-search" className="sr-only">
          Search the knowledge base
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id="kb-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search articles, e.g. buffering"
          className="h-12 w-full rounded-lg border border-input bg-input-background pr-3 pl-10 text-base placeholder:text-muted-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        />
      </div>
      {categories.length > 0 && (
        <nav aria-label="Categories">
          <ul className="flex flex-wrap gap-2">
            {['', ...categories].map((name) => (
              <li key={name || 'all'}>
                <button
                  type="button"
                  aria-pressed={category === name}
                  onClick={() => update({ category: name || null })}
                  className={`h-10 rounded-full border px-4 text-sm font-medium focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none ${
                    category === name
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border hover:bg-accent'
                  }`}
                >
                  {name || 'All'}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadFailed what="the articles" onRetry={() => void list.refetch()} />
      ) : articles.length === 0 ? (
        <p className="rounded-xl border border-border bg-card p-6 text-muted-foreground">
          No articles match{q ? ` “${q}”` : ''}. Try other words, or ask us on WhatsApp.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={list.isFetching}>
          {articles.map((article) => (
            <li key={article.id}>
              <button
                type="button"
                onClick={() => update({ article: article.slug })}
                className="flex w-full flex-col gap-1 rounded-xl border border-border bg-card p-5 text-left hover:border-brand-400/60 hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="text-xs font-semibold tracking-wide text-brand-300 uppercase">
                  {article.category}
                </span>
                <span className="text-lg font-semibold">{article.title}</span>
                {article.summary && (
                  <span className="text-sm text-muted-foreground">{article.summary}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ArticleView({ slug, onBack }: { slug: string; onBack: () => void }) {
  const { data, isPending, isError, refetch } = useArticle(slug);
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        onClick={onBack}
        className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} w-fit`}
      >
        <ArrowLeft aria-hidden />
        All articles
      </button>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <LoadFailed what="this article" onRetry={() => void refetch()} />
      ) : (
        <article className="flex flex-col gap-3">
          <p className="text-xs font-semibold tracking-wide text-brand-300 uppercase">
            {data.category}
          </p>
          <h2 className="text-2xl font-bold">{data.title}</h2>
          <p className="text-sm text-muted-foreground">Updated {formatDate(data.updatedAt)}</p>
          <Markdown source={withoutTitle(data.bodyMarkdown)} />
        </article>
      )}
    </div>
  );
}
