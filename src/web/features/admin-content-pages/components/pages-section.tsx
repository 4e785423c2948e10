import { useState } from 'react';
import { contentPageUpdateSchema, type AdminContentPage } from '@shared/contracts/admin-content';
import { EditorCard } from '@/components/content-editor/editor-card';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { humanize, SelectField, TextField } from '@/components/form/fields';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useContentPages } from '../api/get-pages';
import { useSavePage } from '../api/save-page';

function PageForm({ page }: { page: AdminContentPage }) {
  const token = useAdminToken();
  const save = useSavePage(token);
  const form = useContentForm(() => ({
    title: page.title || humanize(page.slug),
    bodyMarkdown: page.bodyMarkdown,
    isPublished: page.isPublished,
  }));
  async function submit() {
    const saved = await form.submit(contentPageUpdateSchema, form.values, (data) =>
      save.mutateAsync({ slug: page.slug, input: data }),
    );
    if (saved) toast.success('Page Saved', saved.page.title);
  }
  return (
    <EditorCard
      title={`/${page.slug}`}
      description={
        page.updatedAt
          ? `Last saved ${formatDateTime(page.updatedAt)}`
          : 'Never saved: the public page is empty until then.'
      }
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <TextField
        id={`page-${page.slug}-title`}
        label="Title"
        value={form.values.title}
        onChange={(x) => form.set('title', x)}
        error={form.errors.title}
      />
      <MarkdownEditor
        id={`page-${page.slug}-body`}
        label="Body"
        value={form.values.bodyMarkdown}
        onChange={(x) => form.set('bodyMarkdown', x)}
        error={form.errors.bodyMarkdown}
      />
      <CheckField
        id={`page-${page.slug}-published`}
        label="Published"
        checked={form.values.isPublished}
        onChange={(x) => form.set('isPublished', x)}
      />
    </EditorCard>
  );
}

/** Admin section 'Pages': the policy and help pages, in Markdown with a sanitised preview. */
export function PagesContentSection() {
  const token = useAdminToken();
  const query = useContentPages(token);
  const [slug, setSlug] = useState<string | null>(null);
  if (query.isError) return <LoadError what="pages" />;
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const pages = query.data.items;
  const current = pages.find((p) => p.slug === slug) ?? pages[0];
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        id="page-picker"
        label="Page"
        className="max-w-sm"
        options={pages.map((p) => ({ value: p.slug, label: p.title || humanize(p.slug) }))}
        value={current?.slug ?? ''}
        onChange={setSlug}
      />
      {current && <PageForm key={`${current.slug}-${current.updatedAt ?? ''}`} page={current} />}
    </div>
  );
}
