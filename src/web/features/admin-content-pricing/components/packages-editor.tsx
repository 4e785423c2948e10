import type { AdminPackage } from '@shared/contracts/admin-content';
import { formatRand } from '@shared/rules/money';
import { SortableEditor } from '@/components/content-editor/sortable-editor';
import { Badge } from '@/components/ui/badge';
import { useAdminToken } from '@/lib/admin-token';
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

  async function toggleActive(pkg: AdminPackage) {
    await save.mutateAsync({
      id: pkg.id,
      input: { ...packageInputOf(pkg), isActive: !pkg.isActive },
    });
    toast.success(pkg.isActive ? 'Package Deactivated' : 'Package Activated', pkg.name);
  }

  return (
    <SortableEditor
      label="Packages"
      what="packages"
      newLabel="New package"
      list={list}
      saveOrder={(ids) => reorder.mutateAsync(ids)}
      getLabel={(p) => p.name}
      toggleActive={{ isActive: (p) => p.isActive, save: toggleActive }}
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
      renderDialog={(pkg, onClose) => <PackageDialog pkg={pkg} onClose={onClose} />}
    />
  );
}
