import { brandingUpdateSchema, type AdminBranding } from '@shared/contracts/admin-content';
import { EditorCard } from '@/components/content-editor/editor-card';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { TextField } from '@/components/form/fields';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useBranding } from '../api/get-branding';
import { useSaveBranding } from '../api/save-branding';

const labels: Record<keyof AdminBranding, { label: string; hint?: string }> = {
  companyName: { label: 'Company name' },
  tagline: { label: 'Tagline' },
  whatsappNumber: { label: 'WhatsApp number', hint: '+27XXXXXXXXX' },
  supportEmail: { label: 'Support email' },
  footerLogo: {
    label: 'Footer logo URL',
    hint: 'An uploaded image (Images section) replaces it by key footer_logo.',
  },
  footerMascot: { label: 'Footer mascot URL', hint: 'Or upload image key footer_mascot.' },
};

function BrandingForm({ branding }: { branding: AdminBranding }) {
  const token = useAdminToken();
  const save = useSaveBranding(token);
  const form = useContentForm<AdminBranding>(() => ({ ...branding }));
  async function submit() {
    const saved = await form.submit(brandingUpdateSchema, form.values, (data) =>
      save.mutateAsync(data),
    );
    if (saved) toast.success('Branding Saved', 'The site shows the new values.');
  }
  return (
    <EditorCard
      title="Branding"
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(labels) as (keyof AdminBranding)[]).map((key) => (
          <TextField
            key={key}
            id={`branding-${key}`}
            label={labels[key].label}
            hint={labels[key].hint}
            value={form.values[key]}
            onChange={(x) => form.set(key, x)}
            error={form.errors[key]}
          />
        ))}
      </div>
    </EditorCard>
  );
}

/** The branding keys (company name, tagline, WhatsApp, support email, footer images). */
export function BrandingEditor() {
  const token = useAdminToken();
  const query = useBranding(token);
  if (query.isError) return <LoadError what="branding" />;
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  return <BrandingForm branding={query.data.branding} />;
}
