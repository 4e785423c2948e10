import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminSpecial } from '@shared/contracts/admin-content';
import { formatRand } from '@shared/rules/money';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useDeleteSpecial } from '../api/delete-special';
import { useSpecials } from '../api/get-specials';
import { SpecialDialog } from './special-dialog';

/** Pricing specials: a special price for a package, for a window of time. */
export function SpecialsEditor() {
  const token = useAdminToken();
  const list = useSpecials(token);
  const remove = useDeleteSpecial(token);
  const [open, setOpen] = useState<AdminSpecial | 'new' | null>(null);

  async function onDelete(special: AdminSpecial) {
    if (!window.confirm(`Delete the special on ${special.packageName}?`)) return;
    try {
      await remove.mutateAsync(special.id);
      toast.success('Special Deleted', special.packageName);
    } catch {
      toast.error('Sync Error', 'Failed to sync data. Please try again.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setOpen('new')}>
          <Plus aria-hidden />
          New special
        </Button>
      </div>
      {list.isError ? (
        <LoadError what="specials" />
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No specials yet.</p>
      ) : (
        <ul aria-label="Specials" className="flex flex-col gap-2">
          {list.data.items.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {s.title ?? s.packageName}
                  <span className="text-muted-foreground line-through">
                    {formatRand(s.originalPriceCents)}
                  </span>
                  <span>{formatRand(s.specialPriceCents)}</span>
                  {!s.isActive && <Badge variant="destructive">Inactive</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {s.packageName} · from {formatDateTime(s.startsAt)}
                  {s.endsAt ? ` to ${formatDateTime(s.endsAt)}` : ''} · {s.audience}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit special on ${s.packageName}`}
                onClick={() => setOpen(s)}
              >
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete special on ${s.packageName}`}
                onClick={() => void onDelete(s)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <SpecialDialog
          key={open === 'new' ? 'new' : open.id}
          special={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
