import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  createNoticeRequestSchema,
  noticeAudiences,
  updateNoticeRequestSchema,
  type AdminNotice,
} from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import {
  FormError,
  humanize,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useAdminForm } from '@/lib/use-admin-form';
import { noticesPath, noticesQueryOptions } from '../api/get-notices';
import { usePublishNotice } from '../api/publish-notice';
import { useSaveNotice } from '../api/save-notice';
import { useUnpublishNotice } from '../api/unpublish-notice';

const columns: DataTableColumn<AdminNotice>[] = [
  {
    id: 'created',
    header: 'Created',
    sortKey: 'createdAt',
    cell: (n) => formatDateTime(n.createdAt),
  },
  {
    id: 'title',
    header: 'Title',
    sortKey: 'title',
    cell: (n) => <span className="font-medium">{n.title}</span>,
  },
  {
    id: 'audience',
    header: 'Audience',
    sortKey: 'audience',
    cell: (n) => humanize(n.audience),
  },
  {
    id: 'published',
    header: 'Published',
    sortKey: 'publishedAt',
    cell: (n) =>
      n.isPublished ? formatDateTime(n.publishedAt ?? n.updatedAt) : <StatusBadge status="draft" />,
  },
];

const audienceLabel = (audience: AdminNotice['audience']) =>
  audience === 'all' ? 'Public site and clients' : humanize(audience);

/** Create or edit a notice; publish it to the public site, the clients or both, or unpublish it. */
export function NoticeDialog({
  notice,
  onClose,
}: {
  notice: AdminNotice | null;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveNotice(token);
  const publish = usePublishNotice(token);
  const unpublish = useUnpublishNotice(token);
  const form = useAdminForm({
    title: notice?.title ?? '',
    body: notice?.body ?? '',
    audience: notice?.audience ?? 'all',
  });
  async function submit(andPublish: boolean) {
    const v = form.values;
    const saved = notice
      ? await form.submit(updateNoticeRequestSchema, v, (input) =>
          save.mutateAsync({ id: notice.id, input }),
        )
      : await form.submit(createNoticeRequestSchema, { ...v, publish: andPublish }, (input) =>
          save.mutateAsync({ id: null, input }),
        );
    if (!saved) return;
    if (andPublish && notice) {
      try {
        await publish.mutateAsync({ id: notice.id, audience: saved.notice.audience });
      } catch {
        toast.error('Sync Error', 'Failed to sync data. Please try again.');
        return;
      }
    }
    toast.success(andPublish ? 'Notice Published' : 'Notice Saved', saved.notice.title);
    onClose();
  }
  async function takeDown(published: AdminNotice) {
    try {
      await unpublish.mutateAsync(published.id);
    } catch {
      toast.error('Sync Error', 'Failed to sync data. Please try again.');
      return;
    }
    toast.success('Notice Unpublished', published.title);
    onClose();
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{notice ? 'Edit notice' : 'New notice'}</DialogTitle>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(false);
          }}
        >
          <TextField label="Title" {...form.field('title')} />
          <TextAreaField label="Body" rows={6} {...form.field('body')} />
          <SelectField
            label="Audience"
            options={noticeAudiences.map((a) => ({ value: a, label: audienceLabel(a) }))}
            {...form.field('audience')}
          />
          <FormError message={form.formError} />
          <DialogFooter>
            {notice?.isPublished && (
              <Button
                variant="destructive"
                className="sm:mr-auto"
                disabled={form.saving || unpublish.isPending}
                onClick={() => void takeDown(notice)}
              >
                Unpublish
              </Button>
            )}
            <Button type="submit" variant="outline" disabled={form.saving}>
              Save draft
            </Button>
            <Button disabled={form.saving} onClick={() => void submit(true)}>
              {notice?.isPublished ? 'Save and republish' : 'Publish'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const publishedOptions = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Draft' },
];

/** Notices: create, edit, publish to the public site or the clients, unpublish. */
export function NoticesSection() {
  const token = useAdminToken();
  const [open, setOpen] = useState<AdminNotice | 'new' | null>(null);
  return (
    <>
      <DataTable
        label="Notices"
        server={{
          query: (params) => noticesQueryOptions(token, params),
          csv: { path: noticesPath, token, filename: 'notices.csv' },
          error: 'The notices could not be loaded.',
        }}
        columns={columns}
        getRowId={(n) => n.id}
        rowLabel={(n) => n.title}
        searchPlaceholder="Search title, text"
        filters={[
          { id: 'published', label: 'State', options: publishedOptions },
          {
            id: 'audience',
            label: 'Audience',
            options: noticeAudiences.map((a) => ({ value: a, label: audienceLabel(a) })),
          },
        ]}
        initialSort={{ id: 'created', direction: 'desc' }}
        onOpenRow={setOpen}
        openLabel="Edit"
        actions={
          <Button size="sm" onClick={() => setOpen('new')}>
            <Plus aria-hidden />
            New notice
          </Button>
        }
      />
      {open && (
        <NoticeDialog
          key={open === 'new' ? 'new' : open.id}
          notice={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
