import { lazy, Suspense, useState } from 'react';
import { Download as DownloadIcon, Star } from 'lucide-react';
import type { Download } from '@shared/contracts/public-site';
import { Button } from '@/components/ui/button';
import { useDownloads } from '../api/get-downloads';
import { AppLogo } from './app-logo';
import type { GuideContact } from './download-dialog';

// The dialog's code loads when someone opens one.
const DownloadDialog = lazy(() => import('./download-dialog'));

/** Apps: a hero card (first featured), featured cards, compact cards, up to 3 featured logos. */
export function AppsShowcase({ guideContact }: { guideContact?: GuideContact | undefined } = {}) {
  const { downloads, isLoading, isFallback } = useDownloads();
  const [chosen, setChosen] = useState<Download | null>(null);
  const featured = downloads.filter((app) => app.isFeatured);
  const [heroApp, ...otherFeatured] = featured;
  const compact = downloads.filter((app) => !app.isFeatured);
  const logos = featured.slice(0, 3);

  if (isLoading) {
    return <div className="h-72 animate-pulse rounded-2xl bg-muted" aria-hidden />;
  }
  if (downloads.length === 0) return null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <h3 className="text-2xl font-bold">App Downloads</h3>
        {logos.length > 0 && (
          <ul className="flex items-center gap-3" aria-label="Featured apps">
            {logos.map((app) => (
              <li key={app.id}>
                <AppLogo src={app.logoUrl} size={40} />
                <span className="sr-only">{app.name}</span>
              </li>
            ))}
          </ul>
        )}
        {isFallback && (
          <p className="text-sm text-muted-foreground">
            We could not load the download links just now: ask us on WhatsApp and we will send them.
          </p>
        )}
      </div>

      {heroApp && (
        <article className="flex flex-col gap-5 rounded-2xl border border-brand-400/60 bg-gradient-to-br from-brand-900/40 to-card p-6 sm:flex-row sm:items-center">
          <AppLogo src={heroApp.logoUrl} size={80} />
          <div className="min-w-0 flex-1">
            <p className="inline-flex items-center gap-1 text-xs font-bold tracking-wide text-brand-300 uppercase">
              <Star className="size-3" aria-hidden /> Recommended
            </p>
            <h4 className="text-xl font-bold">{heroApp.name}</h4>
            {heroApp.description && (
              <p className="mt-1 text-sm text-muted-foreground">{heroApp.description}</p>
            )}
            <AppMeta app={heroApp} />
          </div>
          <Button size="lg" onClick={() => setChosen(heroApp)}>
            <DownloadIcon aria-hidden />
            Download<span className="sr-only"> {heroApp.name}</span>
          </Button>
        </article>
      )}

      {otherFeatured.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {otherFeatured.map((app) => (
            <li
              key={app.id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
            >
              <div className="flex items-center gap-3">
                <AppLogo src={app.logoUrl} size={48} />
                <h4 className="font-semibold">{app.name}</h4>
              </div>
              {app.description && (
                <p className="flex-1 text-sm text-muted-foreground">{app.description}</p>
              )}
              <AppMeta app={app} />
              <Button variant="secondary" onClick={() => setChosen(app)}>
                <DownloadIcon aria-hidden />
                Download<span className="sr-only"> {app.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}

      {compact.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {compact.map((app) => (
            <li
              key={app.id}
              className="flex items-center gap-3 rounded-xl border border-border bg-card p-3"
            >
              <AppLogo src={app.logoUrl} size={40} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{app.name}</p>
                {app.version && <p className="text-xs text-muted-foreground">v{app.version}</p>}
              </div>
              <Button size="sm" variant="outline" onClick={() => setChosen(app)}>
                Get<span className="sr-only"> {app.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}

      {chosen && (
        <Suspense fallback={null}>
          <DownloadDialog
            app={chosen}
            onClose={() => setChosen(null)}
            defaultContact={guideContact}
          />
        </Suspense>
      )}
    </div>
  );
}

function AppMeta({ app }: { app: Download }) {
  const parts = [
    app.version && `Version ${app.version}`,
    app.fileSize,
    app.deviceCompatibility.length > 0 && app.deviceCompatibility.join(', '),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="mt-1 text-xs text-muted-foreground">{parts.join(' · ')}</p>;
}
