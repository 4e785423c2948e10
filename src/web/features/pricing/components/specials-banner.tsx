import { Flame, Tag } from 'lucide-react';
import type { PricingSpecial } from '@shared/contracts/public-site';
import { formatRandShort } from '@shared/rules/money';

/** 'Special deals available' with each deal, or 'No Specials At The Moment'. */
export function SpecialsBanner({ specials }: { specials: PricingSpecial[] }) {
  if (specials.length === 0) {
    return (
      <p className="flex items-center justify-center gap-2 rounded-xl border border-border bg-card p-4 text-center text-muted-foreground">
        <Tag className="size-5" aria-hidden />
        No Specials At The Moment
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-orange-400/50 bg-orange-400/10 p-4">
      <p className="flex items-center gap-2 font-bold text-orange-200">
        <Flame className="size-5 text-orange-300" aria-hidden />
        {specials.length === 1
          ? 'Special deal available'
          : `${specials.length} special deals available`}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {specials.map((special) => (
          <li key={special.id}>
            <span className="font-semibold">{special.title ?? special.packageName}</span>:{' '}
            {special.packageName} for{' '}
            <span className="whitespace-nowrap">{formatRandShort(special.specialPriceCents)}</span>{' '}
            <span className="whitespace-nowrap text-muted-foreground line-through">
              <span className="sr-only">instead of </span>
              {formatRandShort(special.originalPriceCents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
