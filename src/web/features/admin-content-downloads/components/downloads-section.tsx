import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminDownload } from '@shared/contracts/admin-content';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { SortableList } from '@/components/content-editor/sortable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { useOptimisticOrder } from '@/lib/reorder';
import { toast } from '@/lib/toast';
import { useDownloads } from '../api/get-downloads';
import { useReorderDownloads } from '../api/reorder-downloads';
import { useSaveDownload } from '../api/save-download';
import { DownloadDialog } from './download-dialog';

/** Admin section 'Downloads': the apps, their logos, QR codes and download counts. */
export function DownloadsContentSection() {
  const token = useAdminToken();
  const list = useDownloads(token);
  const reorder = useReorderDownloads(token);
  const save = useSaveDownload(token);
  const order = useOptimisticOrder(
    list.data?.items,
    (d) => d.id,
    (ids) => reorder.mutateAsync(ids),
  );
  const [open, setOpen] = useState<AdminDownload | 'new' | null>(null);

  async function toggle(download: AdminDownload) {
    try {
      await save.mutateAsync({
        id: download.id,
        input: {
          name: download.name,
          description: download.description,
          downloadUrl: download.downloadUrl,
          fileType: download.fileType,
          fileSize: download.fileSize,
          version: download.version,
          deviceCompatibility: download.deviceCompatibility,
          installationGuide: download.installationGuide,
          isFeatured: download.isFeatured,
          qrCodeData: download.qrCodeData,
          logoUrl: download.logoUrl,
          isActive: !download.isActive,
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
          New app
        </Button>
      </div>
      {list.isError ? (
        <LoadError what="apps" />
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <SortableList
          label="Apps"
          items={order.ordered}
          getId={(d) => d.id}
          getLabel={(d) => d.name}
          onReorder={order.reorder}
          disabled={order.saving}
          renderItem={(d) => (
            <div className="flex items-center gap-3">
              {d.logoUrl && (
                <img src={d.logoUrl} alt="" className="size-10 rounded-md object-contain" />
              )}
              <div className="flex flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {d.name}
                  {d.version && <span className="text-sm text-muted-foreground">v{d.version}</span>}
                  {d.isFeatured && <Badge variant="secondary">Featured</Badge>}
                  {!d.isActive && <Badge variant="destructive">Inactive</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {d.downloadCount.toLocaleString('en-ZA')} downloads
                </p>
              </div>
            </div>
          )}
          actions={(d) => (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${d.isActive ? 'Deactivate' : 'Activate'} ${d.name}`}
                onClick={() => void toggle(d)}
              >
                {d.isActive ? 'Deactivate' : 'Activate'}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${d.name}`}
                onClick={() => setOpen(d)}
              >
                Edit
              </Button>
            </>
          )}
        />
      )}
      {open && (
        <DownloadDialog
          key={open === 'new' ? 'new' : open.id}
          download={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
