import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminPackage } from '@shared/contracts/admin-content';
import { formatRand } from '@shared/rules/money';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { SortableList } from '@/components/content-editor/sortable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { useOptimisticOrder } from '@/lib/reorder';
import { toast } from '@/lib/toast';
import { usePackages } from '../api/get-packages';
import { useReorderPackages } from '../api/reorder-packages';
import { packageInputOf, useSavePackage } from '../api/save-package';
import { PackageDialog } from './package-dialog';

/** Packages: create, edit, activate or deactivate, feature, reorder. */
export function PackagesEditor() {
  const token = useAdminToken();
  const list = usePackages(token);
  const reorder = useReorderPackages(token);
  const save = useSavePackage(token);
  const [open, setOpen] = useState<AdminPackage | 'new' | null>(null);
  const order = useOptimisticOrder(
    list.data?.items,
    (p) => p.id,
    (ids) => reorder.mutateAsync(ids),
  );

  async function toggleActive(pkg: AdminPackage) {
    try {
      await save.mutateAsync({
        id: pkg.id,
        input: { ...packageInputOf(pkg), isActive: !pkg.isActive },
      });
      toast.success(pkg.isActive ? 'Package Deactivated' : 'Package Activated', pkg.name);
    } catch {
      toast.error('Sync Error', 'Failed to sync data. Please try again.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setOpen('new')}>
          <Plus aria-hidden />
          New package
        </Button>
      </div>
      {list.isError ? (
        <LoadError what="packages" />
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <SortableList
          label="Packages"
          items={order.ordered}
          getId={(p) => p.id}
          getLabel={(p) => p.name}
          onReorder={order.reorder}
          disabled={order.saving}
          renderItem={(p) => (
            <div className="flex flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {p.name}
                <span className="text-muted-foreground">{formatRand(p.priceCents)}</span>
                {p.isFeatured && <Badge variant="secondary">Featured</Badge>}
                {p.isFreeTrial && <Badge variant="outline">Free trial</Badge>}
                {!p.isActive && <Badge variant="destructive">Inactive</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {p.duration} · {p.features.length} features
              </p>
            </div>
          )}
          actions={(p) => (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${p.isActive ? 'Deactivate' : 'Activate'} ${p.name}`}
                onClick={() => void toggleActive(p)}
              >
                {p.isActive ? 'Deactivate' : 'Activate'}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${p.name}`}
                onClick={() => setOpen(p)}
              >
                Edit
              </Button>
            </>
          )}
        />
      )}
      {open && (
        <PackageDialog
          key={open === 'new' ? 'new' : open.id}
          pkg={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
