import { findSpecialFor } from '@shared/rules/specials';
import { formatRand } from '@shared/rules/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useClientSpecials } from '../api/requests';
import { usePortalPackages } from './use-portal-packages';

/** Renewal specials for existing clients, matched to packages as the public pricing does. */
export function SpecialsSection({ token }: { token: string }) {
  const specials = useClientSpecials(token);
  const packages = usePortalPackages();
  const list = specials.data?.specials ?? [];
  const offers = (packages.data ?? [])
    .filter((p) => !p.isFreeTrial)
    .flatMap((pkg) => {
      const special = findSpecialFor(pkg, list);
      return special ? [{ pkg, special }] : [];
    });
  return (
    <Card id="specials">
      <CardHeader>
        <CardTitle>Renewal specials</CardTitle>
        <CardDescription>Deals for existing clients when you renew.</CardDescription>
      </CardHeader>
      <CardContent>
        {specials.isPending || packages.isPending ? (
          <p role="status">Loading specials…</p>
        ) : offers.length === 0 ? (
          <p className="text-muted-foreground">No Specials At The Moment</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {offers.map(({ pkg, special }) => (
              <li key={special.id} className="rounded-lg border border-border p-4">
                <p className="font-semibold">{special.title ?? pkg.name}</p>
                <p>
                  <span className="text-muted-foreground line-through">
                    {formatRand(special.originalPriceCents)}
                  </span>{' '}
                  <span className="text-lg font-bold">{formatRand(special.specialPriceCents)}</span>
                </p>
                {special.description && <p className="text-sm">{special.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
