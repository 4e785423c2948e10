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
  optionsOf,
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
import { adminCsvUrl } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { useAdminForm } from '@/lib/use-admin-form';
import { noticesPath, useNotices } from '../api/get-notices';
import { usePublishNotice } from '../api/publish-notice';
import { useSaveNotice } from '../api/save-notice';

const columns: DataTableColumn<AdminNotice>[] = [
  {
    id: 'created',
    header: 'Created',
    sortValue: (n) => n.createdAt,
    cell: (n) => formatDateTime(n.createdAt),
  },
  {
    id: 'title',
    header: 'Title',
    sortValue: (n) => n.title,
    cell: (n) => <span className="font-medium">{n.title}</span>,
  },
  {
    id: 'audience',
    header: 'Audience',
    sortValue: (n) => n.audience,
    cell: (n) => humanize(n.audience),
  },
  {
    id: 'published',
    header: 'Published',
    sortValue: (n) => n.publishedAt,
    cell: (n) =>
      n.isPublished ? formatDateTime(n.publishedAt ?? n.updatedAt) : <StatusBadge status="draft" />,
  },
];

/** Create or edit a notice; publish it to the public site, the clients or both. */
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
            options={noticeAudiences.map((a) => ({
              value: a,
              label: a === 'all' ? 'Public site and clients' : humanize(a),
            }))}
            {...form.field('audience')}
          />
          <FormError message={form.formError} />
          <DialogFooter>
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

/** Notices: create, edit, publish to the public site or the clients. */
export function NoticesSection() {
  const token = useAdminToken();
  const list = useNotices(token);
  const [open, setOpen] = useState<AdminNotice | 'new' | null>(null);
  return (
    <>
      <DataTable
        label="Notices"
        rows={list.data?.items}
        isLoading={list.isPending}
        error={list.isError ? 'The notices could not be loaded.' : null}
        columns={columns}
        getRowId={(n) => n.id}
        rowLabel={(n) => n.title}
        searchText={(n) => `${n.title} ${n.body}`}
        filters={[
          {
            id: 'audience',
            label: 'Audience',
            options: optionsOf(noticeAudiences),
            matches: (n, v) => n.audience === v,
          },
        ]}
        initialSort={{ id: 'created', direction: 'desc' }}
        onOpenRow={setOpen}
        openLabel="Edit"
        csv={{ url: adminCsvUrl(noticesPath), token, filename: 'notices.csv' }}
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
