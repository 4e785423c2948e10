import { Check, Crown, Flame } from 'lucide-react';
import type { PublicPackage } from '@shared/contracts/packages';
import type { PricingSpecial } from '@shared/contracts/public-site';
import { formatRandShort } from '@shared/rules/money';
import { cardFeatures, isFreePackage, planButtonLabel, savingCents } from '@shared/rules/pricing';
import { buttonVariants } from '@/components/ui/button-variants';
import { trialBlockedLabel, trialBlockedReason } from '@/lib/free-trial';

export interface PlanCardProps {
  pkg: PublicPackage;
  special: PricingSpecial | undefined;
  onChoose: (pkg: PublicPackage, special: PricingSpecial | undefined) => void;
  /** A sport event day: the free-trial card's button is closed and says why. */
  trialBlocked?: boolean;
}

/** One plan: price, saving, the first two features and its button (SPEC.md section 2). */
export function PlanCard({ pkg, special, onChoose, trialBlocked = false }: PlanCardProps) {
  const closed = trialBlocked && isFreePackage(pkg);
  const label = closed ? trialBlockedLabel : planButtonLabel(pkg, special !== undefined);
  const price = special ? special.specialPriceCents : pkg.priceCents;
  const was = special ? pkg.priceCents : pkg.originalPriceCents;
  const saving = special
    ? Math.max(0, pkg.priceCents - special.specialPriceCents)
    : savingCents(pkg);
  const headingId = `plan-${pkg.id}`;
  const highlight = special !== undefined || pkg.isFeatured;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      className={`relative flex flex-col gap-4 rounded-2xl border bg-card p-6 ${
        highlight ? 'border-brand-400 shadow-lg shadow-brand-500/10' : 'border-border'
      }`}
    >
      {(special || pkg.isFeatured) && (
        <span
          className={`absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-xs font-bold ${
            special ? 'bg-orange-400 text-navy-950' : 'bg-primary text-primary-foreground'
          }`}
        >
          {special ? (
            <Flame className="size-3" aria-hidden />
          ) : (
            <Crown className="size-3" aria-hidden />
          )}
          {special ? 'Special' : 'Most Popular'}
        </span>
      )}
      <div>
        <h3 id={headingId} className="text-xl font-bold">
          {pkg.name}
        </h3>
        <p className="text-sm text-muted-foreground">{pkg.duration}</p>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tabular-nums">
          {price === 0 ? 'Free' : formatRandShort(price)}
        </span>
        {was !== null && was > price && (
          <span className="text-muted-foreground line-through">
            <span className="sr-only">was </span>
            {formatRandShort(was)}
          </span>
        )}
      </div>
      {saving > 0 && (
        <p className="w-fit rounded-md bg-success/15 px-2 py-0.5 text-sm font-semibold text-green-300">
          Save {formatRandShort(saving)}
        </p>
      )}
      {special?.title && <p className="text-sm font-medium text-orange-300">{special.title}</p>}
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {cardFeatures(pkg).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${buttonVariants({ variant: highlight ? 'default' : 'secondary' })} w-full`}
        disabled={closed}
        aria-describedby={closed ? `${headingId}-closed` : undefined}
        onClick={() => onChoose(pkg, special)}
      >
        {label}
        <span className="sr-only">: {pkg.name}</span>
      </button>
      {closed && (
        <p id={`${headingId}-closed`} className="-mt-2 text-center text-xs text-orange-200">
          {trialBlockedReason}
        </p>
      )}
    </article>
  );
}
