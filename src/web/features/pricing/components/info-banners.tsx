import { useState } from 'react';
import { Info, X } from 'lucide-react';
import type { Banner } from '@shared/contracts/public-site';
import { readFlag, writeFlag } from '@/lib/session-flags';

/** Session storage key of the banner ids dismissed in this browser session. */
export const dismissedBannersKey = 'dismissedBanners';

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(readFlag('session', dismissedBannersKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The pricing section's information banners; each can be dismissed for the session. */
export function InfoBanners({ banners }: { banners: Banner[] }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  const visible = banners.filter((banner) => !dismissed.includes(banner.id));
  if (visible.length === 0) return null;

  const dismiss = (id: string) => {
    const next = [...new Set([...readDismissed(), id])];
    writeFlag('session', dismissedBannersKey, JSON.stringify(next));
    setDismissed(next);
  };

  return (
    <ul className="flex flex-col gap-3">
      {visible.map((banner) => (
        <li
          key={banner.id}
          role="note"
          aria-label={banner.title}
          className="flex items-start gap-3 rounded-xl border border-brand-400/40 bg-brand-400/10 p-4"
        >
          <Info className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{banner.title}</p>
            <p className="text-sm text-muted-foreground">{banner.content}</p>
          </div>
          <button
            type="button"
            onClick={() => dismiss(banner.id)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">Dismiss {banner.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
