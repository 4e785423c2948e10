import { useState, type FormEvent } from 'react';
import { formatRand } from '@shared/rules/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { fieldClasses } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useRequestUpgrade, useUpgradeRequests } from '../api/requests';
import { useDashboard } from '../api/get-dashboard';
import { usePortalPackages } from './use-portal-packages';

const statusVariant = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;
const statusLabel = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** Choose another package, see the price difference, submit; one pending request at a time. */
export function UpgradeSection({ token }: { token: string }) {
  const dashboard = useDashboard(token);
  const packages = usePortalPackages();
  const requests = useUpgradeRequests(token);
  const submit = useRequestUpgrade(token);
  const [choice, setChoice] = useState('');
  const current = dashboard.data?.subscription;
  const options = (packages.data ?? []).filter(
    (p) => !p.isFreeTrial && p.id !== current?.packageId,
  );
  const chosen = options.find((p) => p.id === choice);
  const difference = chosen ? chosen.priceCents - (current?.packagePriceCents ?? 0) : null;
  const pending = requests.data?.requests.some((r) => r.status === 'pending') ?? false;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    try {
      await submit.mutateAsync(chosen.id);
      toast.success('Upgrade Requested', 'We will let you know once it is approved.');
      setChoice('');
    } catch (error) {
      toast.error(
        'Upgrade Not Requested',
        isApiRequestError(error) ? error.message : 'Please try again.',
      );
    }
  }

  return (
    <Card id="upgrade">
      <CardHeader>
        <CardTitle>Change package</CardTitle>
        <CardDescription>
          You are on {current?.packageName ?? 'no package'}. Choose another to see the difference.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pending ? (
          <p>Your upgrade request is waiting for an answer.</p>
        ) : (
          <form className="flex flex-col gap-3 sm:max-w-md" onSubmit={(e) => void onSubmit(e)}>
            <Label htmlFor="upgrade-package">New package</Label>
            <select
              id="upgrade-package"
              className={fieldClasses}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              <option value="">Choose a package</option>
              {options.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} - {formatRand(p.priceCents)}
                </option>
              ))}
            </select>
            {difference !== null && (
              <p data-testid="upgrade-difference">
                Price difference: {difference >= 0 ? '+' : ''}
                {formatRand(difference)}
              </p>
            )}
            <Button type="submit" disabled={!chosen || submit.isPending}>
              Request upgrade
            </Button>
          </form>
        )}
        {(requests.data?.requests.length ?? 0) > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Upgrade requests">
            {requests.data!.requests.map((r) => (
              <li key={r.id} className="rounded-lg border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">
                    {r.fromPackageName ?? 'No package'} → {r.toPackageName ?? 'Removed package'}
                  </span>
                  <Badge variant={statusVariant[r.status]}>{statusLabel[r.status]}</Badge>
                  <span className="text-muted-foreground">{formatDate(r.createdAt)}</span>
                </div>
                <p>Difference: {formatRand(r.priceDifferenceCents)}</p>
                {r.reason && <p>Reason: {r.reason}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
