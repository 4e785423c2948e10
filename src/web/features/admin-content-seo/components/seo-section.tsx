import { useState } from 'react';
import { seoUpdateSchema, type AdminSeo } from '@shared/contracts/admin-content';
import { EditorCard } from '@/components/content-editor/editor-card';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { jsonError, JsonField } from '@/components/form/json-field';
import { Button } from '@/components/ui/button';
import { itemErrors, ListEditor } from '@/components/form/list-editor';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useSeoSettings } from '../api/get-seo-settings';
import { useSaveSeo } from '../api/save-seo';

/** The pages the site sets tags for; others may be added by name. */
const knownPages = ['home', 'knowledge-base', 'downloads', 'status', 'releases', 'order'];

export function SeoForm({ pageName, seo }: { pageName: string; seo: AdminSeo | undefined }) {
  const token = useAdminToken();
  const save = useSaveSeo(token);
  const form = useContentForm(() => ({
    metaTitle: seo?.metaTitle ?? '',
    metaDescription: seo?.metaDescription ?? '',
    metaKeywords: seo?.metaKeywords ?? [],
    ogImage: seo?.ogImage ?? '',
    ogTitle: seo?.ogTitle ?? '',
    ogDescription: seo?.ogDescription ?? '',
    canonicalUrl: seo?.canonicalUrl ?? '',
    structuredData: seo?.structuredData ?? '',
    isActive: seo?.isActive ?? true,
  }));
  const v = form.values;
  const e = form.errors;
  const id = `seo-${pageName}`;

  async function submit() {
    const invalidJson = jsonError(v.structuredData);
    if (invalidJson) {
      form.fail({ structuredData: invalidJson }, 'The structured data is not valid JSON.');
      return;
    }
    const input = { ...v, metaKeywords: v.metaKeywords.map((k) => k.trim()).filter(Boolean) };
    const saved = await form.submit(seoUpdateSchema, input, (data) =>
      save.mutateAsync({ page: pageName, input: data }),
    );
    if (saved) toast.success('SEO Saved', pageName);
  }

  return (
    <EditorCard
      title={`SEO: ${pageName}`}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <TextField
        id={`${id}-title`}
        label="Meta title"
        value={v.metaTitle}
        onChange={(x) => form.set('metaTitle', x)}
        error={e.metaTitle}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Meta description"
        rows={3}
        value={v.metaDescription}
        onChange={(x) => form.set('metaDescription', x)}
        error={e.metaDescription}
      />
      <ListEditor
        label="Keywords"
        itemLabel="Keyword"
        items={v.metaKeywords}
        onChange={(x) => form.set('metaKeywords', x)}
        errors={itemErrors(e, 'metaKeywords')}
        error={e.metaKeywords}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-og-image`}
          label="Social image URL"
          value={v.ogImage}
          onChange={(x) => form.set('ogImage', x)}
          error={e.ogImage}
        />
        <TextField
          id={`${id}-og-title`}
          label="Social title"
          value={v.ogTitle}
          onChange={(x) => form.set('ogTitle', x)}
          error={e.ogTitle}
        />
      </div>
      <TextAreaField
        id={`${id}-og-description`}
        label="Social description"
        rows={2}
        value={v.ogDescription}
        onChange={(x) => form.set('ogDescription', x)}
        error={e.ogDescription}
      />
      <TextField
        id={`${id}-canonical`}
        label="Canonical URL"
        value={v.canonicalUrl}
        onChange={(x) => form.set('canonicalUrl', x)}
        error={e.canonicalUrl}
      />
      <JsonField
        id={`${id}-structured`}
        label="Structured data (JSON-LD)"
        value={v.structuredData}
        onChange={(x) => form.set('structuredData', x)}
        error={e.structuredData}
        hint="Optional. Must be valid JSON."
      />
      <CheckField
        id={`${id}-active`}
        label="Active"
        checked={v.isActive}
        onChange={(x) => form.set('isActive', x)}
      />
    </EditorCard>
  );
}

/** Admin section 'SEO': title, description, keywords, social card, canonical URL, JSON-LD per page. */
export function SeoContentSection() {
  const token = useAdminToken();
  const query = useSeoSettings(token);
  const [pageName, setPageName] = useState('home');
  const [newPage, setNewPage] = useState('');
  if (query.isError) return <LoadError what="SEO settings" />;
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const pages = [...new Set([...knownPages, ...query.data.items.map((s) => s.pageName), pageName])];
  const seo = query.data.items.find((s) => s.pageName === pageName);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id="seo-page"
          label="Page"
          className="w-64"
          options={pages.map((p) => ({ value: p, label: p }))}
          value={pageName}
          onChange={setPageName}
        />
        <TextField
          id="seo-new-page"
          label="Or another page name"
          className="w-64"
          value={newPage}
          onChange={setNewPage}
        />
        <Button
          variant="outline"
          disabled={!/^[a-z0-9_-]{1,64}$/.test(newPage)}
          onClick={() => {
            setPageName(newPage);
            setNewPage('');
          }}
        >
          Open
        </Button>
      </div>
      <SeoForm key={`${pageName}-${seo?.updatedAt ?? ''}`} pageName={pageName} seo={seo} />
    </div>
  );
}
