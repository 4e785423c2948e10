import {
  specialAudiences,
  specialCreateSchema,
  specialUpdateSchema,
  type AdminSpecial,
} from '@shared/contracts/admin-content';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { optionsOf, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { centsToRandText, intText, randTextToCents } from '@/lib/admin-content';
import { useAdminToken } from '@/lib/admin-token';
import { fromDateTimeInput, toDateTimeInput } from '@/lib/date-input';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useSaveSpecial } from '../api/save-special';

/** Create or edit a pricing special: which package, both prices, its window and audience. */
export function SpecialDialog({
  special,
  onClose,
}: {
  special: AdminSpecial | null;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveSpecial(token);
  const form = useContentForm(() => ({
    packageName: special?.packageName ?? '',
    durationMonths: special?.durationMonths != null ? String(special.durationMonths) : '',
    originalPrice: centsToRandText(special?.originalPriceCents),
    specialPrice: centsToRandText(special?.specialPriceCents),
    title: special?.title ?? '',
    description: special?.description ?? '',
    audience: special?.audience ?? 'all',
    isActive: special?.isActive ?? true,
    startsAt: toDateTimeInput(special?.startsAt),
    endsAt: toDateTimeInput(special?.endsAt),
  }));
  const v = form.values;
  const e = form.errors;
  const id = special?.id ?? 'new-special';

  async function submit() {
    const input = {
      packageName: v.packageName,
      durationMonths: intText(v.durationMonths),
      originalPriceCents: randTextToCents(v.originalPrice) ?? Number.NaN,
      specialPriceCents: randTextToCents(v.specialPrice) ?? Number.NaN,
      title: v.title,
      description: v.description,
      audience: v.audience,
      isActive: v.isActive,
      ...(v.startsAt ? { startsAt: fromDateTimeInput(v.startsAt) } : {}),
      endsAt: v.endsAt ? fromDateTimeInput(v.endsAt) : null,
    };
    const saved = await form.submit(
      special ? specialUpdateSchema : specialCreateSchema,
      input,
      (data) => save.mutateAsync({ id: special?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('Special Saved', saved.special.packageName);
    onClose();
  }

  return (
    <EditorDialog
      title={special ? 'Edit special' : 'New special'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-package`}
          label="Package name"
          value={v.packageName}
          onChange={(x) => form.set('packageName', x)}
          error={e.packageName}
          hint="Matched by name or months, and the original price."
        />
        <TextField
          id={`${id}-months`}
          label="Months (optional)"
          type="number"
          value={v.durationMonths}
          onChange={(x) => form.set('durationMonths', x)}
          error={e.durationMonths}
        />
        <TextField
          id={`${id}-original`}
          label="Original price (R)"
          value={v.originalPrice}
          onChange={(x) => form.set('originalPrice', x)}
          error={e.originalPriceCents}
        />
        <TextField
          id={`${id}-special`}
          label="Special price (R)"
          value={v.specialPrice}
          onChange={(x) => form.set('specialPrice', x)}
          error={e.specialPriceCents}
        />
        <TextField
          id={`${id}-starts`}
          label="Starts (Johannesburg time)"
          type="datetime-local"
          value={v.startsAt}
          onChange={(x) => form.set('startsAt', x)}
          error={e.startsAt}
          hint="Empty: from now."
        />
        <TextField
          id={`${id}-ends`}
          label="Ends (optional)"
          type="datetime-local"
          value={v.endsAt}
          onChange={(x) => form.set('endsAt', x)}
          error={e.endsAt}
        />
      </div>
      <TextField
        id={`${id}-title`}
        label="Title (optional)"
        value={v.title}
        onChange={(x) => form.set('title', x)}
        error={e.title}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description (optional)"
        rows={3}
        value={v.description}
        onChange={(x) => form.set('description', x)}
        error={e.description}
      />
      <SelectField
        id={`${id}-audience`}
        label="Audience"
        options={optionsOf(specialAudiences)}
        value={v.audience}
        onChange={(x) => form.set('audience', x as AdminSpecial['audience'])}
        error={e.audience}
      />
      <CheckField
        id={`${id}-active`}
        label="Active"
        checked={v.isActive}
        onChange={(x) => form.set('isActive', x)}
      />
    </EditorDialog>
  );
}
