import { useEffect, useRef } from 'react';
import { CheckCircle2, PlayCircle, Sparkles } from 'lucide-react';
import type { HomepageCta } from '@shared/contracts/public-site';
import { heroDefaults } from '@shared/rules/hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { trialBlockedLabel, trialBlockedReason } from '@/lib/free-trial';
import { takeShellAction } from '@/lib/landing-shell';
import { dispatchPageEvent, selectDurationDelayMs } from '@/lib/page-events';
import { scrollToSection } from '@/lib/sections';
import { useBranding } from '../api/get-branding';
import { useHomepageSection } from '../api/get-homepage';
import { useTrialBlockedToday } from '../api/get-site-settings';

/**
 * The hero (#hero): the company name as the page's heading, the homepage 'hero' content, and two
 * buttons that scroll to the order form; the free-trial one also selects the 'free-trial' duration
 * (a `selectDuration` event 0.5 s later, once the form is in view).
 */
export function Hero() {
  const branding = useBranding();
  const section = useHomepageSection('hero');
  const primary = section?.content.ctaPrimary ?? heroDefaults.ctaPrimary;
  const secondary = section?.content.ctaSecondary ?? heroDefaults.ctaSecondary;
  const highlights = section?.content.highlights ?? [];
  const trialBlocked = useTrialBlockedToday();
  const closed = (cta: HomepageCta) => trialBlocked && cta.duration === 'free-trial';
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const follow = (cta: HomepageCta) => {
    void scrollToSection(cta.target || 'order');
    const duration = cta.duration;
    if (duration) {
      timers.current.push(
        setTimeout(() => dispatchPageEvent('selectDuration', duration), selectDurationDelayMs),
      );
    }
  };

  // A button of the server's first paint tapped before this code ran: carried out now, once.
  useEffect(() => {
    if (takeShellAction('primary')) follow(primary);
    else if (takeShellAction('secondary')) follow(secondary);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-navy-950 via-navy-900 to-brand-900/40"
    >
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 size-[36rem] max-w-[100vw] -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-4 pt-14 pb-12 text-center sm:pt-20">
        <span className="inline-flex items-center gap-2 rounded-full border border-brand-400/40 bg-brand-400/10 px-4 py-1 text-sm font-medium text-brand-200">
          <PlayCircle className="size-4" aria-hidden />
          {branding.tagline}
        </span>
        <h1
          id="hero-heading"
          className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          {branding.companyName}
        </h1>
        <p className="text-2xl font-semibold text-balance text-brand-200 sm:text-3xl">
          {section?.title ?? heroDefaults.title}
        </p>
        <p className="max-w-2xl text-base text-balance text-muted-foreground sm:text-lg">
          {section?.description ?? heroDefaults.description}
        </p>
        {highlights.length > 0 && (
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-foreground/90">
            {highlights.map((text) => (
              <li key={text} className="inline-flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-success" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        )}
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <button
            type="button"
            className={buttonVariants({ size: 'lg' })}
            disabled={closed(primary)}
            aria-describedby={closed(primary) ? 'hero-trial-closed' : undefined}
            onClick={() => follow(primary)}
          >
            {closed(primary) ? trialBlockedLabel : primary.text}
          </button>
          <button
            type="button"
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
            disabled={closed(secondary)}
            aria-describedby={closed(secondary) ? 'hero-trial-closed' : undefined}
            onClick={() => follow(secondary)}
          >
            <Sparkles aria-hidden />
            {closed(secondary) ? trialBlockedLabel : secondary.text}
          </button>
        </div>
        {(closed(primary) || closed(secondary)) && (
          <p id="hero-trial-closed" className="text-sm text-orange-200">
            {trialBlockedReason}
          </p>
        )}
      </div>
    </section>
  );
}
