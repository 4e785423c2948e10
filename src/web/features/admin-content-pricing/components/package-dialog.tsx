import {
  packageCreateSchema,
  packageUpdateSchema,
  type AdminPackage,
} from '@shared/contracts/admin-content';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { CheckField } from '@/components/form/check-field';
import { TextAreaField, TextField } from '@/components/form/fields';
import { itemErrors, ListEditor } from '@/components/form/list-editor';
import { centsToRandText, intText, randTextToCents } from '@/lib/admin-content';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useSavePackage } from '../api/save-package';

function initialValues(pkg: AdminPackage | null) {
  return {
    name: pkg?.name ?? '',
    price: centsToRandText(pkg?.priceCents),
    originalPrice: centsToRandText(pkg?.originalPriceCents),
    duration: pkg?.duration ?? '',
    durationMonths: pkg ? String(pkg.durationMonths) : '1',
    durationHours: pkg?.durationHours ? String(pkg.durationHours) : '',
    maxConnections: pkg ? String(pkg.maxConnections) : '1',
    features: pkg?.features ?? [],
    description: pkg?.description ?? '',
    isFeatured: pkg?.isFeatured ?? false,
    isFreeTrial: pkg?.isFreeTrial ?? false,
    isActive: pkg?.isActive ?? true,
  };
}

/** Create or edit a package: prices in rand, the features list, featured / free trial / active. */
export function PackageDialog({ pkg, onClose }: { pkg: AdminPackage | null; onClose: () => void }) {
  const token = useAdminToken();
  const save = useSavePackage(token);
  const form = useContentForm(() => initialValues(pkg));
  const v = form.values;
  const e = form.errors;
  const id = pkg?.id ?? 'new';

  async function submit() {
    const input = {
      name: v.name,
      priceCents: randTextToCents(v.price) ?? Number.NaN,
      originalPriceCents: randTextToCents(v.originalPrice),
      duration: v.duration,
      durationMonths: intText(v.durationMonths) ?? Number.NaN,
      durationHours: intText(v.durationHours),
      maxConnections: intText(v.maxConnections) ?? Number.NaN,
      features: v.features.map((f) => f.trim()).filter((f) => f !== ''),
      description: v.description,
      isFeatured: v.isFeatured,
      isFreeTrial: v.isFreeTrial,
      isActive: v.isActive,
    };
    const saved = await form.submit(
      pkg ? packageUpdateSchema : packageCreateSchema,
      input,
      (data) => save.mutateAsync({ id: pkg?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('Package Saved', saved.package.name);
    onClose();
  }

  return (
    <EditorDialog
      title={pkg ? `Edit ${pkg.name}` : 'New package'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        value={v.name}
        onChange={(x) => form.set('name', x)}
        error={e.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-price`}
          label="Price (R)"
          value={v.price}
          onChange={(x) => form.set('price', x)}
          error={e.priceCents}
          placeholder="199.00"
        />
        <TextField
          id={`${id}-original-price`}
          label="Original price (R, optional)"
          value={v.originalPrice}
          onChange={(x) => form.set('originalPrice', x)}
          error={e.originalPriceCents}
          hint="Shown crossed out, with the saving."
        />
        <TextField
          id={`${id}-duration`}
          label="Duration label"
          value={v.duration}
          onChange={(x) => form.set('duration', x)}
          error={e.duration}
          placeholder="3 Months"
        />
        <TextField
          id={`${id}-months`}
          label="Duration in months"
          type="number"
          value={v.durationMonths}
          onChange={(x) => form.set('durationMonths', x)}
          error={e.durationMonths}
        />
        <TextField
          id={`${id}-hours`}
          label="Duration in hours (trials, optional)"
          type="number"
          value={v.durationHours}
          onChange={(x) => form.set('durationHours', x)}
          error={e.durationHours}
        />
        <TextField
          id={`${id}-connections`}
          label="Connections"
          type="number"
          value={v.maxConnections}
          onChange={(x) => form.set('maxConnections', x)}
          error={e.maxConnections}
        />
      </div>
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        rows={3}
        value={v.description}
        onChange={(x) => form.set('description', x)}
        error={e.description}
      />
      <ListEditor
        label="Features"
        itemLabel="Feature"
        items={v.features}
        onChange={(x) => form.set('features', x)}
        error={e.features}
        errors={itemErrors(e, 'features')}
        hint="The first two show on the plan card."
      />
      <div className="flex flex-wrap gap-6">
        <CheckField
          id={`${id}-featured`}
          label="Featured"
          checked={v.isFeatured}
          onChange={(x) => form.set('isFeatured', x)}
        />
        <CheckField
          id={`${id}-trial`}
          label="Free trial"
          checked={v.isFreeTrial}
          onChange={(x) => form.set('isFreeTrial', x)}
        />
        <CheckField
          id={`${id}-active`}
          label="Active (shown on the site)"
          checked={v.isActive}
          onChange={(x) => form.set('isActive', x)}
        />
      </div>
    </EditorDialog>
  );
}
