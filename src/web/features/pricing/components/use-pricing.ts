import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicPackage } from '@shared/contracts/packages';
import type { PricingSpecial } from '@shared/contracts/public-site';
import { fallbackPackages, withFreeTrial } from '@shared/rules/pricing';
import { findSpecialFor } from '@shared/rules/specials';
import { onPageEvent } from '@/lib/page-events';
import { usePackages } from '../api/get-packages';
import { useSpecials } from '../api/get-specials';

export interface PricedPlan {
  pkg: PublicPackage;
  special: PricingSpecial | undefined;
}

export interface Pricing {
  plans: PricedPlan[];
  specials: PricingSpecial[];
  loading: boolean;
  /** The packages could not be loaded at all: the fallback packages are shown. */
  failed: boolean;
}

/** The plans to show, each with its matching special; reloads on the `pricingUpdated` page event. */
export function usePricing(): Pricing {
  const packages = usePackages();
  const specials = useSpecials();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onPageEvent('pricingUpdated', () => {
        void queryClient.invalidateQueries({ queryKey: ['packages'] });
        void queryClient.invalidateQueries({ queryKey: ['pricing_specials'] });
        void queryClient.invalidateQueries({ queryKey: ['banners'] });
      }),
    [queryClient],
  );

  const failed = packages.isError && !packages.data;
  const list = failed ? [...fallbackPackages] : withFreeTrial(packages.data ?? []);
  return {
    plans: packages.isPending
      ? []
      : list.map((pkg) => ({
          pkg,
          special: pkg.isFreeTrial ? undefined : findSpecialFor(pkg, specials),
        })),
    specials,
    loading: packages.isPending,
    failed,
  };
}
