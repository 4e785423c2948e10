import { lazy, Suspense, useState } from 'react';
import type { InterestChoice } from '@/features/order/components/interest-dialog';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { useTrialBlockedToday } from '@/features/site-content/api/get-site-settings';

// The dialog's code loads when a plan's button is pressed.
const InterestDialog = lazy(() => import('@/features/order/components/interest-dialog'));

/** #pricing: a plan card's button opens 'Express Your Interest' with the plan filled in. */
export default function PricingLandingSection() {
  const trialBlocked = useTrialBlockedToday();
  const [choice, setChoice] = useState<InterestChoice | null>(null);
  return (
    <>
      <PricingSection
        trialBlocked={trialBlocked}
        onChoosePlan={(pkg, special) =>
          setChoice({
            packageName: pkg.name,
            priceCents: special?.specialPriceCents ?? pkg.priceCents,
            durationLabel: pkg.duration,
            isFreeTrial: pkg.isFreeTrial || pkg.priceCents === 0,
          })
        }
      />
      {choice && (
        <Suspense fallback={null}>
          <InterestDialog choice={choice} onClose={() => setChoice(null)} />
        </Suspense>
      )}
    </>
  );
}
