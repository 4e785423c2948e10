import { useEffect, useRef, useState } from 'react';
import { Flame } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { writeFlag } from '@/lib/session-flags';
import { scrollToSection } from '@/lib/sections';
import { useBanners } from '../api/get-banners';
import { popupShownKey, popupShownThisSession } from '../popup-flag';

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

  useEffect(() => {
    if (open) writeFlag('session', popupShownKey, 'true');
  }, [open]);

  const setOpen = (value: boolean) => setClosed(!value);

  // Order Now scrolls once the dialog has closed and released the page's scroll lock.
  const scrollWhenClosed = useRef(false);
  const orderNow = () => {
    scrollWhenClosed.current = true;
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!scrollWhenClosed.current) return;
          scrollWhenClosed.current = false;
          // Focus would go back to the top of the page; the order form is where the visitor goes.
          event.preventDefault();
          void scrollToSection('order');
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Flame className="size-6 text-orange-300" aria-hidden />
            {specials[0]?.title ?? 'Special Offer'}
          </DialogTitle>
          <DialogDescription>{specials[0]?.content}</DialogDescription>
        </DialogHeader>
        {specials.length > 1 && (
          <ul className="flex flex-col gap-2 text-sm">
            {specials.slice(1).map((banner) => (
              <li key={banner.id}>
                <span className="font-semibold">{banner.title}</span>: {banner.content}
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Maybe Later
          </Button>
          <Button onClick={orderNow}>Order Now</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
