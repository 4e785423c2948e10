import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminHomepageSection } from '@shared/contracts/admin-content';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { SortableList } from '@/components/content-editor/sortable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { useOptimisticOrder } from '@/lib/reorder';
import { toast } from '@/lib/toast';
import { useHomepageSections } from '../api/get-homepage-sections';
import { useReorderHomepageSections } from '../api/reorder-homepage-sections';
import { useSaveHomepageSection } from '../api/save-homepage-section';
import { HomepageSectionDialog } from './homepage-section-dialog';

/** Admin section 'Homepage': the landing page's sections (hero, about, how to use ...). */
export function HomepageContentSection() {
  const token = useAdminToken();
  const list = useHomepageSections(token);
  const reorder = useReorderHomepageSections(token);
  const save = useSaveHomepageSection(token);
  const order = useOptimisticOrder(
    list.data?.items,
    (s) => s.id,
    (ids) => reorder.mutateAsync(ids),
  );
  const [open, setOpen] = useState<AdminHomepageSection | 'new' | null>(null);

  async function toggle(section: AdminHomepageSection) {
    try {
      await save.mutateAsync({
        id: section.id,
        input: {
          sectionName: section.sectionName,
          title: section.title,
          subtitle: section.subtitle,
          description: section.description,
          content: section.content,
          isActive: !section.isActive,
        },
      });
    } catch {
      toast.error('Sync Error', 'Failed to sync data. Please try again.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setOpen('new')}>
          <Plus aria-hidden />
          New section
        </Button>
      </div>
      {list.isError ? (
        <LoadError what="homepage sections" />
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <SortableList
          label="Homepage sections"
          items={order.ordered}
          getId={(s) => s.id}
          getLabel={(s) => s.sectionName}
          onReorder={order.reorder}
          disabled={order.saving}
          renderItem={(s) => (
            <div className="flex flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <Badge variant="outline">{s.sectionName}</Badge>
                {s.title}
                {!s.isActive && <Badge variant="destructive">Inactive</Badge>}
              </p>
              {s.subtitle && <p className="text-sm text-muted-foreground">{s.subtitle}</p>}
            </div>
          )}
          actions={(s) => (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${s.isActive ? 'Deactivate' : 'Activate'} ${s.sectionName}`}
                onClick={() => void toggle(s)}
              >
                {s.isActive ? 'Deactivate' : 'Activate'}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${s.sectionName}`}
                onClick={() => setOpen(s)}
              >
                Edit
              </Button>
            </>
          )}
        />
      )}
      {open && (
        <HomepageSectionDialog
          key={open === 'new' ? 'new' : open.id}
          section={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
