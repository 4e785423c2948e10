import { useEffect, useId, useRef, useState } from 'react';
import { Flame, XIcon } from 'lucide-react';
import type { Banner } from '@shared/contracts/public-site';
import { buttonVariants } from '@/components/ui/button-variants';
import { writeFlag } from '@/lib/session-flags';
import { scrollToSection } from '@/lib/sections';
import { useBanners } from '../api/get-banners';
import { popupShownKey, popupShownThisSession } from '../popup-flag';

/*
 * The landing page loads this right after its first paint, so it is a native <dialog> rather than
 * the radix Dialog of components/ui/dialog.tsx: showModal() gives the top layer, the inert page,
 * focus moved in and back, and Escape, without 12 kB gzip of scroll-lock and focus-trap code.
 * It wears the class names of DialogContent, DialogHeader, DialogTitle, DialogDescription and
 * DialogFooter so it looks like the other dialogs; its ::backdrop is DialogOverlay's bg-black/70
 * and backdrop-blur-sm written as plain values, because browsers before 2024 do not let ::backdrop
 * inherit the theme's variables from :root.
 */

export const popupDelayMs = 1000;

/** The special-banner popup: 1 s after load, once per session, when a special banner is active. */
export function SpecialPopup() {
  const specials = useBanners().filter((banner) => banner.bannerType === 'special');
  // Shown earlier in this session: never again. Read once, when the page loads.
  const [shownBefore] = useState(popupShownThisSession);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const open = !shownBefore && due && !closed && specials.length > 0;

  useEffect(() => {
    if (shownBefore) return;
    const timer = setTimeout(() => setDue(true), popupDelayMs);
    return () => clearTimeout(timer);
  }, [shownBefore]);

  if (!open) return null;
  return (
    <SpecialDialog
      specials={specials}
      onClosed={(orderNow) => {
        setClosed(true);
        // The dialog has closed and handed focus back: the page can scroll to the order form.
        if (orderNow) void scrollToSection('order');
      }}
    />
  );
}

function SpecialDialog({
  specials,
  onClosed,
}: {
  specials: Banner[];
  onClosed: (orderNow: boolean) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const orderNow = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current!;
    writeFlag('session', popupShownKey, 'true');
    // showModal() makes the page inert but leaves it scrollable under the backdrop.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    dialog.showModal();
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  const close = (toOrder: boolean) => {
    orderNow.current = toOrder;
    dialogRef.current?.close();
  };

  const [first, ...others] = specials;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape fires cancel, then close; the buttons call close() directly.
      onClose={(event) => {
        // A close queued before StrictMode's second showModal() arrives while open again.
        if (event.currentTarget.open) return;
        onClosed(orderNow.current);
      }}
      className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-2xl outline-none backdrop:bg-[rgb(0_0_0/70%)] backdrop:backdrop-blur-[8px]"
    >
      <div className="flex flex-col gap-2 pr-8">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
          <Flame className="size-6 text-orange-300" aria-hidden />
          {first?.title ?? 'Special Offer'}
        </h2>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {first?.content}
        </p>
      </div>
      {others.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {others.map((banner) => (
            <li key={banner.id}>
              <span className="font-semibold">{banner.title}</span>: {banner.content}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => close(false)}
        >
          Maybe Later
        </button>
        <button type="button" className={buttonVariants()} onClick={() => close(true)}>
          Order Now
        </button>
      </div>
      <button
        type="button"
        className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        onClick={() => close(false)}
      >
        <XIcon className="size-5" aria-hidden />
        <span className="sr-only">Close</span>
      </button>
    </dialog>
  );
}
