import {
  downloadCreateSchema,
  downloadUpdateSchema,
  type AdminDownload,
} from '@shared/contracts/admin-content';
import { QrCode } from '@/components/admin/qr-code';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { FileUpload } from '@/components/form/file-upload';
import { TextAreaField, TextField } from '@/components/form/fields';
import { itemErrors, ListEditor } from '@/components/form/list-editor';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useSaveDownload } from '../api/save-download';
import { useUploadDownloadLogo } from '../api/upload-download-logo';

const textFields = [
  ['downloadUrl', 'Download URL'],
  ['version', 'Version'],
  ['fileType', 'File type'],
  ['fileSize', 'File size'],
  ['logoUrl', 'Logo URL'],
] as const;

/** Create or edit an app download: every field, the QR code preview, the logo upload. */
export function DownloadDialog({
  download,
  onClose,
}: {
  download: AdminDownload | null;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveDownload(token);
  const upload = useUploadDownloadLogo(token);
  const form = useContentForm(() => ({
    name: download?.name ?? '',
    description: download?.description ?? '',
    downloadUrl: download?.downloadUrl ?? '',
    fileType: download?.fileType ?? '',
    fileSize: download?.fileSize ?? '',
    version: download?.version ?? '',
    deviceCompatibility: download?.deviceCompatibility ?? [],
    installationGuide: download?.installationGuide ?? '',
    qrCodeData: download?.qrCodeData ?? '',
    logoUrl: download?.logoUrl ?? '',
    isFeatured: download?.isFeatured ?? false,
    isActive: download?.isActive ?? true,
  }));
  const v = form.values;
  const e = form.errors;
  const id = download?.id ?? 'new-download';

  async function submit() {
    const input = {
      ...v,
      deviceCompatibility: v.deviceCompatibility.map((d) => d.trim()).filter(Boolean),
    };
    const saved = await form.submit(
      download ? downloadUpdateSchema : downloadCreateSchema,
      input,
      (data) => save.mutateAsync({ id: download?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('App Saved', saved.download.name);
    onClose();
  }

  return (
    <EditorDialog
      wide
      title={download ? `Edit ${download.name}` : 'New app'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        value={v.name}
        onChange={(x) => form.set('name', x)}
        error={e.name}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        rows={2}
        value={v.description}
        onChange={(x) => form.set('description', x)}
        error={e.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map(([key, label]) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            label={label}
            value={v[key]}
            onChange={(x) => form.set(key, x)}
            error={e[key]}
          />
        ))}
      </div>
      {download && (
        <div className="flex flex-wrap items-end gap-4 rounded-lg border border-border p-3">
          {download.logoUrl && (
            <img
              src={download.logoUrl}
              alt={`${download.name} logo`}
              className="size-16 rounded-md object-contain"
            />
          )}
          <FileUpload
            id={`${id}-logo`}
            label="Upload a logo"
            hint="PNG, JPG, WebP or SVG, at most 1 MB."
            onUpload={async (file) => {
              const answer = await upload.mutateAsync({ id: download.id, file });
              form.set('logoUrl', answer.download.logoUrl ?? '');
              toast.success('Logo Uploaded', download.name);
            }}
          />
        </div>
      )}
      <ListEditor
        label="Device compatibility"
        itemLabel="Device"
        items={v.deviceCompatibility}
        onChange={(x) => form.set('deviceCompatibility', x)}
        errors={itemErrors(e, 'deviceCompatibility')}
        error={e.deviceCompatibility}
      />
      <TextAreaField
        id={`${id}-guide`}
        label="Installation guide"
        rows={6}
        value={v.installationGuide}
        onChange={(x) => form.set('installationGuide', x)}
        error={e.installationGuide}
      />
      <div className="flex flex-wrap items-start gap-4">
        <TextAreaField
          id={`${id}-qr`}
          label="QR code data"
          className="min-w-64 flex-1"
          rows={3}
          value={v.qrCodeData}
          onChange={(x) => form.set('qrCodeData', x)}
          error={e.qrCodeData}
          hint="Usually the download URL or a downloader code."
        />
        <QrCode data={v.qrCodeData} label={`QR code for ${v.name || 'the app'}`} />
      </div>
      <div className="flex flex-wrap gap-6">
        <CheckField
          id={`${id}-featured`}
          label="Featured"
          checked={v.isFeatured}
          onChange={(x) => form.set('isFeatured', x)}
        />
        <CheckField
          id={`${id}-active`}
          label="Active"
          checked={v.isActive}
          onChange={(x) => form.set('isActive', x)}
        />
      </div>
    </EditorDialog>
  );
}
