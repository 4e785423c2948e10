import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  releaseCreateSchema,
  releaseUpdateSchema,
  type AdminRelease,
} from '@shared/contracts/admin-content';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { TextField } from '@/components/form/fields';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { fromDateTimeInput, toDateTimeInput } from '@/lib/date-input';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useReleases } from '../api/get-releases';
import { useSaveRelease } from '../api/save-release';

function ReleaseDialog({
  release,
  onClose,
}: {
  release: AdminRelease | null;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveRelease(token);
  const form = useContentForm(() => ({
    version: release?.version ?? '',
    title: release?.title ?? '',
    bodyMarkdown: release?.bodyMarkdown ?? '',
    releasedAt: toDateTimeInput(release?.releasedAt),
    isPublished: release?.isPublished ?? true,
  }));
  const v = form.values;
  const e = form.errors;
  const id = release?.id ?? 'new-release';
  async function submit() {
    const { releasedAt, ...rest } = v;
    const input = { ...rest, ...(releasedAt ? { releasedAt: fromDateTimeInput(releasedAt) } : {}) };
    const saved = await form.submit(
      release ? releaseUpdateSchema : releaseCreateSchema,
      input,
      (data) => save.mutateAsync({ id: release?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('Release Note Saved', saved.release.version);
    onClose();
  }
  return (
    <EditorDialog
      wide
      title={release ? `Edit ${release.version}` : 'New release note'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${id}-version`}
          label="Version"
          value={v.version}
          onChange={(x) => form.set('version', x)}
          error={e.version}
        />
        <TextField
          id={`${id}-title`}
          label="Title"
          className="sm:col-span-2"
          value={v.title}
          onChange={(x) => form.set('title', x)}
          error={e.title}
        />
        <TextField
          id={`${id}-released`}
          label="Released (Johannesburg time)"
          type="datetime-local"
          value={v.releasedAt}
          onChange={(x) => form.set('releasedAt', x)}
          error={e.releasedAt}
          hint="Empty: now."
        />
      </div>
      <MarkdownEditor
        id={`${id}-body`}
        label="Notes"
        value={v.bodyMarkdown}
        onChange={(x) => form.set('bodyMarkdown', x)}
        error={e.bodyMarkdown}
      />
      <CheckField
        id={`${id}-published`}
        label="Published"
        checked={v.isPublished}
        onChange={(x) => form.set('isPublished', x)}
      />
    </EditorDialog>
  );
}

const columns: DataTableColumn<AdminRelease>[] = [
  {
    id: 'version',
    header: 'Version',
    sortValue: (r) => r.version,
    cell: (r) => <span className="font-medium">{r.version}</span>,
  },
  { id: 'title', header: 'Title', sortValue: (r) => r.title, cell: (r) => r.title },
  {
    id: 'released',
    header: 'Released',
    sortValue: (r) => r.releasedAt,
    cell: (r) => formatDateTime(r.releasedAt),
  },
  {
    id: 'published',
    header: 'State',
    cell: (r) => (
      <Badge variant={r.isPublished ? 'success' : 'outline'}>
        {r.isPublished ? 'Published' : 'Draft'}
      </Badge>
    ),
  },
];

/** Admin section 'Release notes'. */
export function ReleasesContentSection() {
  const token = useAdminToken();
  const list = useReleases(token);
  const [open, setOpen] = useState<AdminRelease | 'new' | null>(null);
  return (
    <>
      <DataTable
        label="Release notes"
        rows={list.data?.items}
        isLoading={list.isPending}
        error={list.isError ? 'The release notes could not be loaded.' : null}
        columns={columns}
        getRowId={(r) => r.id}
        rowLabel={(r) => r.version}
        searchText={(r) => `${r.version} ${r.title}`}
        initialSort={{ id: 'released', direction: 'desc' }}
        onOpenRow={setOpen}
        openLabel="Edit"
        actions={
          <Button size="sm" onClick={() => setOpen('new')}>
            <Plus aria-hidden />
            New release note
          </Button>
        }
      />
      {open && (
        <ReleaseDialog
          key={open === 'new' ? 'new' : open.id}
          release={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
