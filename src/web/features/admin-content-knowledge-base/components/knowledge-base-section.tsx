import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  articleCreateSchema,
  articleUpdateSchema,
  type AdminArticle,
} from '@shared/contracts/admin-content';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { TextField } from '@/components/form/fields';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useArticles } from '../api/get-articles';
import { useSaveArticle } from '../api/save-article';

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

function ArticleDialog({
  article,
  categories,
  onClose,
}: {
  article: AdminArticle | null;
  categories: string[];
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveArticle(token);
  const listId = useId();
  const form = useContentForm(() => ({
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    category: article?.category ?? '',
    summary: article?.summary ?? '',
    bodyMarkdown: article?.bodyMarkdown ?? '',
    sortOrder: String(article?.sortOrder ?? 0),
    isPublished: article?.isPublished ?? true,
  }));
  const v = form.values;
  const e = form.errors;
  const id = article?.id ?? 'new-article';
  async function submit() {
    const input = { ...v, slug: v.slug || slugOf(v.title), sortOrder: Number(v.sortOrder || 0) };
    const saved = await form.submit(
      article ? articleUpdateSchema : articleCreateSchema,
      input,
      (data) => save.mutateAsync({ id: article?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('Article Saved', saved.article.title);
    onClose();
  }
  return (
    <EditorDialog
      wide
      title={article ? 'Edit article' : 'New article'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-title`}
          label="Title"
          value={v.title}
          onChange={(x) => form.set('title', x)}
          error={e.title}
        />
        <TextField
          id={`${id}-slug`}
          label="Slug"
          value={v.slug}
          placeholder={slugOf(v.title)}
          onChange={(x) => form.set('slug', x)}
          error={e.slug}
          hint="Empty: made from the title."
        />
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            Category
          </label>
          <input
            id={`${id}-category`}
            list={listId}
            className="h-12 w-full rounded-lg border border-input bg-input-background px-4"
            value={v.category}
            aria-invalid={e.category ? true : undefined}
            onChange={(x) => form.set('category', x.target.value)}
          />
          <datalist id={listId}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {e.category && <p className="text-sm text-destructive">{e.category}</p>}
        </div>
        <TextField
          id={`${id}-order`}
          label="Order in category"
          type="number"
          value={v.sortOrder}
          onChange={(x) => form.set('sortOrder', x)}
          error={e.sortOrder}
        />
      </div>
      <TextField
        id={`${id}-summary`}
        label="Summary"
        value={v.summary}
        onChange={(x) => form.set('summary', x)}
        error={e.summary}
      />
      <MarkdownEditor
        id={`${id}-body`}
        label="Article"
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

const columns: DataTableColumn<AdminArticle>[] = [
  {
    id: 'title',
    header: 'Title',
    sortValue: (a) => a.title,
    cell: (a) => <span className="font-medium">{a.title}</span>,
  },
  { id: 'category', header: 'Category', sortValue: (a) => a.category, cell: (a) => a.category },
  {
    id: 'published',
    header: 'State',
    sortValue: (a) => (a.isPublished ? 1 : 0),
    cell: (a) => (
      <Badge variant={a.isPublished ? 'success' : 'outline'}>
        {a.isPublished ? 'Published' : 'Draft'}
      </Badge>
    ),
  },
  {
    id: 'updated',
    header: 'Updated',
    sortValue: (a) => a.updatedAt,
    cell: (a) => formatDateTime(a.updatedAt),
  },
];

/** Admin section 'Knowledge base': Markdown articles by category, with a sanitised preview. */
export function KnowledgeBaseContentSection() {
  const token = useAdminToken();
  const list = useArticles(token);
  const [open, setOpen] = useState<AdminArticle | 'new' | null>(null);
  const categories = list.data?.categories ?? [];
  return (
    <>
      <DataTable
        label="Articles"
        rows={list.data?.items}
        isLoading={list.isPending}
        error={list.isError ? 'The articles could not be loaded.' : null}
        columns={columns}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.title}
        searchText={(a) => `${a.title} ${a.category} ${a.summary ?? ''}`}
        filters={[
          {
            id: 'category',
            label: 'Category',
            options: categories.map((c) => ({ value: c, label: c })),
            matches: (a, value) => a.category === value,
          },
        ]}
        initialSort={{ id: 'category', direction: 'asc' }}
        onOpenRow={setOpen}
        openLabel="Edit"
        actions={
          <Button size="sm" onClick={() => setOpen('new')}>
            <Plus aria-hidden />
            New article
          </Button>
        }
      />
      {open && (
        <ArticleDialog
          key={open === 'new' ? 'new' : open.id}
          article={open === 'new' ? null : open}
          categories={categories}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
