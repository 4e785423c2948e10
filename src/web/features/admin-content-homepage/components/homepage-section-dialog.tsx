import {
  homepageSectionCreateSchema,
  homepageSectionUpdateSchema,
  type AdminHomepageSection,
} from '@shared/contracts/admin-content';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { TextAreaField, TextField } from '@/components/form/fields';
import { itemErrors, ListEditor } from '@/components/form/list-editor';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useSaveHomepageSection } from '../api/save-homepage-section';
import { FeatureListEditor } from './feature-list-editor';

type Cta = AdminHomepageSection['content']['ctaPrimary'];

const ctaText = (cta: Cta) => ({
  text: cta?.text ?? '',
  target: cta?.target ?? 'order',
  duration: cta?.duration ?? '',
});

/** A CTA's fields, or null when its text is left empty (no button). */
function ctaInput(cta: { text: string; target: string; duration: string }) {
  if (cta.text.trim() === '') return null;
  return { text: cta.text, target: cta.target, duration: cta.duration.trim() || null };
}

/** Create or edit a homepage section: texts, features with icons, CTAs, highlights, steps. */
export function HomepageSectionDialog({
  section,
  onClose,
}: {
  section: AdminHomepageSection | null;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveHomepageSection(token);
  const form = useContentForm(() => ({
    sectionName: section?.sectionName ?? '',
    title: section?.title ?? '',
    subtitle: section?.subtitle ?? '',
    description: section?.description ?? '',
    features: section?.content.features ?? [],
    ctaPrimary: ctaText(section?.content.ctaPrimary ?? null),
    ctaSecondary: ctaText(section?.content.ctaSecondary ?? null),
    highlights: section?.content.highlights ?? [],
    steps: (section?.content.steps ?? []).map(
      (s) => `${s.title}${s.description ? ` | ${s.description}` : ''}`,
    ),
    isActive: section?.isActive ?? true,
  }));
  const v = form.values;
  const e = form.errors;
  const id = section?.id ?? 'new-section';

  async function submit() {
    const input = {
      sectionName: v.sectionName,
      title: v.title,
      subtitle: v.subtitle,
      description: v.description,
      isActive: v.isActive,
      content: {
        features: v.features,
        ctaPrimary: ctaInput(v.ctaPrimary),
        ctaSecondary: ctaInput(v.ctaSecondary),
        highlights: v.highlights.map((h) => h.trim()).filter(Boolean),
        steps: v.steps
          .filter((s) => s.trim() !== '')
          .map((s) => {
            const [title = '', ...rest] = s.split('|');
            return { title: title.trim(), description: rest.join('|').trim() };
          }),
      },
    };
    const saved = await form.submit(
      section ? homepageSectionUpdateSchema : homepageSectionCreateSchema,
      input,
      (data) => save.mutateAsync({ id: section?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('Section Saved', saved.section.title ?? saved.section.sectionName);
    onClose();
  }

  const ctaFields = (which: 'ctaPrimary' | 'ctaSecondary', label: string) => {
    const cta = v[which];
    const setCta = (patch: Partial<typeof cta>) => form.set(which, { ...cta, ...patch });
    return (
      <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">{label}</legend>
        <TextField
          id={`${id}-${which}-text`}
          label="Button text"
          value={cta.text}
          onChange={(x) => setCta({ text: x })}
          error={e[`content.${which}.text`]}
          hint="Empty: no button."
        />
        <TextField
          id={`${id}-${which}-target`}
          label="Scrolls to section"
          value={cta.target}
          onChange={(x) => setCta({ target: x })}
          error={e[`content.${which}.target`]}
        />
        <TextField
          id={`${id}-${which}-duration`}
          label="Selects duration"
          value={cta.duration}
          onChange={(x) => setCta({ duration: x })}
          error={e[`content.${which}.duration`]}
          hint="e.g. free-trial"
        />
      </fieldset>
    );
  };

  return (
    <EditorDialog
      wide
      title={section ? `Edit section ${section.sectionName}` : 'New homepage section'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Section name"
          value={v.sectionName}
          onChange={(x) => form.set('sectionName', x)}
          error={e.sectionName}
          hint="hero, about, how_to_use ..."
        />
        <TextField
          id={`${id}-title`}
          label="Title"
          value={v.title}
          onChange={(x) => form.set('title', x)}
          error={e.title}
        />
      </div>
      <TextField
        id={`${id}-subtitle`}
        label="Subtitle"
        value={v.subtitle}
        onChange={(x) => form.set('subtitle', x)}
        error={e.subtitle}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        rows={3}
        value={v.description}
        onChange={(x) => form.set('description', x)}
        error={e.description}
      />
      <FeatureListEditor
        features={v.features}
        onChange={(x) => form.set('features', x)}
        errors={e}
      />
      {ctaFields('ctaPrimary', 'Primary call to action')}
      {ctaFields('ctaSecondary', 'Secondary call to action')}
      <ListEditor
        label="Highlights"
        itemLabel="Highlight"
        items={v.highlights}
        onChange={(x) => form.set('highlights', x)}
        errors={itemErrors(e, 'content.highlights')}
      />
      <ListEditor
        label="Steps"
        itemLabel="Step"
        items={v.steps}
        onChange={(x) => form.set('steps', x)}
        errors={itemErrors(e, 'content.steps')}
        hint="Title | description"
      />
      <CheckField
        id={`${id}-active`}
        label="Active (shown on the site)"
        checked={v.isActive}
        onChange={(x) => form.set('isActive', x)}
      />
    </EditorDialog>
  );
}
