import { SortableEditor } from '@/components/content-editor/sortable-editor';
import { Badge } from '@/components/ui/badge';
import { useAdminToken } from '@/lib/admin-token';
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

  return (
    <SortableEditor
      label="Apps"
      what="apps"
      newLabel="New app"
      list={list}
      saveOrder={(ids) => reorder.mutateAsync(ids)}
      getLabel={(d) => d.name}
      toggleActive={{
        isActive: (d) => d.isActive,
        save: (d) =>
          save.mutateAsync({
            id: d.id,
            input: {
              name: d.name,
              description: d.description,
              downloadUrl: d.downloadUrl,
              fileType: d.fileType,
              fileSize: d.fileSize,
              version: d.version,
              deviceCompatibility: d.deviceCompatibility,
              installationGuide: d.installationGuide,
              isFeatured: d.isFeatured,
              qrCodeData: d.qrCodeData,
              logoUrl: d.logoUrl,
              isActive: !d.isActive,
            },
          }),
      }}
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
      renderDialog={(download, onClose) => <DownloadDialog download={download} onClose={onClose} />}
    />
  );
}
