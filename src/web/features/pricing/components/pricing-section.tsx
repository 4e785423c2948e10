import { AlertTriangle, Check, Sparkles } from 'lucide-react';
import type { PublicPackage } from '@shared/contracts/packages';
import type { PricingSpecial } from '@shared/contracts/public-site';
import { freeTrialPackage } from '@shared/rules/pricing';
import { buttonVariants } from '@/components/ui/button-variants';
import { trialBlockedLabel, trialBlockedReason } from '@/lib/free-trial';
import { useBanners } from '../api/get-banners';
import { choosePlan } from './choose-plan';
import { InfoBanners } from './info-banners';
import { PlanCard } from './plan-card';
import { SpecialsBanner } from './specials-banner';
import { usePricing } from './use-pricing';

export interface PricingSectionProps {
  /**
   * A plan card's button (Buy Now, GET SPECIAL!, Get Free Trial); the landing page opens the
   * 'Express Your Interest' dialog. Without it the plan is preselected in the order form.
   */
  onChoosePlan?: (pkg: PublicPackage, special: PricingSpecial | undefined) => void;
  /** A sport event day: every free-trial button is closed and says why. */
  trialBlocked?: boolean;
}

/**
 * The pricing section (#pricing, plans in #pricing-packages): specials banner, information banners,
 * a free-trial button, the plan cards and 'What's Included'.
 */
export function PricingSection({ onChoosePlan, trialBlocked = false }: PricingSectionProps = {}) {
  const { plans, specials, loading, failed } = usePricing();
  const banners = useBanners().filter((banner) => banner.bannerType !== 'special');
  const included = [...new Set(plans.flatMap(({ pkg }) => pkg.features))];
  const trial = plans.find(({ pkg }) => pkg.isFreeTrial || pkg.priceCents === 0)?.pkg;

  return (
    <section aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="pricing-heading" className="text-3xl font-bold sm:text-4xl">
          Choose Your Package
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">
          No contracts. Pay by EFT or card. Every plan includes setup help on WhatsApp.
        </p>
      </div>

      <div className="mt-8 flex flex-col gap-4">
        <SpecialsBanner specials={specials} />
        <InfoBanners banners={banners} />
        {failed && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-xl border border-destructive/50 bg-destructive/10 p-4 text-sm"
          >
            <AlertTriangle className="size-5 shrink-0 text-red-400" aria-hidden />
            Error loading packages. These are our standard prices; contact us for today&apos;s
            offers.
          </p>
        )}
        <div className="flex flex-col items-center gap-2">
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
            disabled={trialBlocked}
            aria-describedby={trialBlocked ? 'pricing-trial-closed' : undefined}
            onClick={() => void choosePlan(trial ?? freeTrialPackage)}
          >
            <Sparkles aria-hidden />
            {trialBlocked ? trialBlockedLabel : 'Start Your Free 24-Hour Trial'}
          </button>
          {trialBlocked && (
            <p id="pricing-trial-closed" className="text-center text-sm text-orange-200">
              {trialBlockedReason}
            </p>
          )}
        </div>
      </div>

      <div
        id="pricing-packages"
        aria-busy={loading}
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {loading
          ? [0, 1, 2].map((i) => (
              <div key={i} className="h-96 animate-pulse rounded-2xl bg-muted" aria-hidden />
            ))
          : plans.map(({ pkg, special }) => (
              <PlanCard
                key={pkg.id}
                pkg={pkg}
                special={special}
                trialBlocked={trialBlocked}
                onChoose={(p, s) => (onChoosePlan ? onChoosePlan(p, s) : void choosePlan(p, s))}
              />
            ))}
      </div>

      {included.length > 0 && (
        <div className="mt-10 rounded-2xl border border-border bg-card p-6">
          <h3 className="text-xl font-bold">What&apos;s Included</h3>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {included.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
