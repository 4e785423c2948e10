import { footerUpdateSchema } from '@shared/contracts/admin-content';
import type { Footer } from '@shared/contracts/public-site';
import { EditorCard } from '@/components/content-editor/editor-card';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { TextAreaField } from '@/components/form/fields';
import { itemErrors, ListEditor } from '@/components/form/list-editor';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useFooterContent } from '../api/get-footer';
import { useSaveFooter } from '../api/save-footer';

/**
 * Links are edited as 'Text | destination' lines: a destination starting with / or http is a URL,
 * anything else a landing-page section id (e.g. 'pricing').
 */
const linkLine = (link: { text: string; id?: string | undefined; url?: string | undefined }) =>
  `${link.text} | ${link.url ?? link.id ?? ''}`;

function parseLine(line: string) {
  const [text = '', ...rest] = line.split('|');
  return { text: text.trim(), destination: rest.join('|').trim() };
}

function FooterForm({ footer }: { footer: Footer }) {
  const token = useAdminToken();
  const save = useSaveFooter(token);
  const form = useContentForm(() => ({
    description: footer.description,
    links: footer.links.map(linkLine),
    supportLinks: footer.supportLinks.map(linkLine),
  }));
  const e = form.errors;
  async function submit() {
    const input = {
      description: form.values.description,
      links: form.values.links
        .filter((l) => l.trim() !== '')
        .map(parseLine)
        .map(({ text, destination }) =>
          /^(\/|https?:)/i.test(destination)
            ? { text, url: destination }
            : { text, id: destination || undefined },
        ),
      supportLinks: form.values.supportLinks
        .filter((l) => l.trim() !== '')
        .map(parseLine)
        .map(({ text, destination }) => ({ text, url: destination })),
    };
    const saved = await form.submit(footerUpdateSchema, input, (data) => save.mutateAsync(data));
    if (saved) toast.success('Footer Saved', 'The site shows the new footer.');
  }
  return (
    <EditorCard
      title="Footer"
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <TextAreaField
        id="footer-description"
        label="Company blurb"
        rows={3}
        value={form.values.description}
        onChange={(x) => form.set('description', x)}
        error={e.description}
      />
      <ListEditor
        label="Quick links"
        itemLabel="Link"
        items={form.values.links}
        onChange={(x) => form.set('links', x)}
        errors={itemErrors(e, 'links')}
        error={e.links}
        hint="Text | section id (pricing, about, order) or URL"
      />
      <ListEditor
        label="Support links"
        itemLabel="Support link"
        items={form.values.supportLinks}
        onChange={(x) => form.set('supportLinks', x)}
        errors={itemErrors(e, 'supportLinks')}
        error={e.supportLinks}
        hint="Text | URL or path (/setup-guide)"
      />
    </EditorCard>
  );
}

/** The footer's blurb and links. */
export function FooterEditor() {
  const token = useAdminToken();
  const query = useFooterContent(token);
  if (query.isError) return <LoadError what="footer" />;
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  return <FooterForm footer={query.data.footer} />;
}
