import { useState } from 'react';
import {
  messageTemplateUpdateSchema,
  templatePlaceholders,
  type AdminMessageTemplate,
} from '@shared/contracts/admin-content';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { humanize, TextAreaField, TextField } from '@/components/form/fields';
import { Badge } from '@/components/ui/badge';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useMessageTemplates } from '../api/get-message-templates';
import { useSaveMessageTemplate } from '../api/save-message-template';

function TemplateDialog({
  template,
  onClose,
}: {
  template: AdminMessageTemplate;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveMessageTemplate(token);
  const form = useContentForm(() => ({
    subject: template.subject ?? '',
    body: template.body,
    description: template.description ?? '',
  }));
  const v = form.values;
  const isEmail = template.channel === 'email';
  const now = templatePlaceholders(isEmail ? v.subject : '', v.body);
  const known = [...new Set([...template.placeholders, ...now])];
  const dropped = template.placeholders.filter((p) => !now.includes(p));
  async function submit() {
    const input = isEmail ? v : { body: v.body, description: v.description };
    const saved = await form.submit(messageTemplateUpdateSchema, input, (data) =>
      save.mutateAsync({ id: template.id, input: data }),
    );
    if (!saved) return;
    toast.success('Template Saved', template.key);
    onClose();
  }
  return (
    <EditorDialog
      wide
      title={`Edit ${humanize(template.key)}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <section
        aria-label="Placeholders"
        className="flex flex-col gap-2 rounded-lg border border-border p-3"
      >
        <p className="text-sm font-medium">Placeholders</p>
        <ul className="flex flex-wrap gap-2">
          {known.map((p) => (
            <li key={p}>
              <code className="rounded bg-muted px-2 py-0.5 text-sm">{`{{${p}}}`}</code>
            </li>
          ))}
        </ul>
        {dropped.length > 0 && (
          <p className="text-sm text-warning">
            Not used any more: {dropped.map((p) => `{{${p}}}`).join(', ')}
          </p>
        )}
      </section>
      {isEmail && (
        <TextField
          id={`${template.id}-subject`}
          label="Subject"
          value={v.subject}
          onChange={(x) => form.set('subject', x)}
          error={form.errors.subject}
        />
      )}
      <TextAreaField
        id={`${template.id}-body`}
        label="Body"
        rows={12}
        value={v.body}
        onChange={(x) => form.set('body', x)}
        error={form.errors.body}
      />
      <TextField
        id={`${template.id}-description`}
        label="Description (for admins)"
        value={v.description}
        onChange={(x) => form.set('description', x)}
        error={form.errors.description}
      />
    </EditorDialog>
  );
}

const columns: DataTableColumn<AdminMessageTemplate>[] = [
  {
    id: 'key',
    header: 'Template',
    sortValue: (t) => t.key,
    cell: (t) => <span className="font-medium">{humanize(t.key)}</span>,
  },
  {
    id: 'channel',
    header: 'Channel',
    sortValue: (t) => t.channel,
    cell: (t) => <Badge variant="outline">{t.channel}</Badge>,
  },
  {
    id: 'placeholders',
    header: 'Placeholders',
    cell: (t) => t.placeholders.map((p) => `{{${p}}}`).join(' '),
  },
  {
    id: 'updated',
    header: 'Updated',
    sortValue: (t) => t.updatedAt,
    cell: (t) => formatDateTime(t.updatedAt),
  },
];

/** Admin section 'Message templates': the outbox's email and WhatsApp texts. */
export function TemplatesContentSection() {
  const token = useAdminToken();
  const list = useMessageTemplates(token);
  const [open, setOpen] = useState<AdminMessageTemplate | null>(null);
  return (
    <>
      <DataTable
        label="Message templates"
        rows={list.data?.items}
        isLoading={list.isPending}
        error={list.isError ? 'The templates could not be loaded.' : null}
        columns={columns}
        getRowId={(t) => t.id}
        rowLabel={(t) => humanize(t.key)}
        searchText={(t) => `${t.key} ${t.subject ?? ''} ${t.body}`}
        initialSort={{ id: 'key', direction: 'asc' }}
        onOpenRow={setOpen}
        openLabel="Edit"
        pageSize={25}
      />
      {open && <TemplateDialog key={open.id} template={open} onClose={() => setOpen(null)} />}
    </>
  );
}
