import {
  bannerCreateSchema,
  bannerUpdateSchema,
  type AdminBanner,
} from '@shared/contracts/admin-content';
import { bannerTypes } from '@shared/contracts/public-site';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { SortableEditor } from '@/components/content-editor/sortable-editor';
import { CheckField } from '@/components/form/check-field';
import { optionsOf, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { Badge } from '@/components/ui/badge';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useSaveBanner } from '../api/save-banner';

function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const token = useAdminToken();
  const save = useSaveBanner(token);
  const form = useContentForm(() => ({
    title: banner?.title ?? '',
    content: banner?.content ?? '',
    bannerType: banner?.bannerType ?? ('other' as AdminBanner['bannerType']),
    isActive: banner?.isActive ?? true,
  }));
  const v = form.values;
  const id = banner?.id ?? 'new-banner';
  async function submit() {
    const saved = await form.submit(banner ? bannerUpdateSchema : bannerCreateSchema, v, (data) =>
      save.mutateAsync({ id: banner?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('Banner Saved', saved.banner.title);
    onClose();
  }
  return (
    <EditorDialog
      title={banner ? 'Edit banner' : 'New banner'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <TextField
        id={`${id}-title`}
        label="Title"
        value={v.title}
        onChange={(x) => form.set('title', x)}
        error={form.errors.title}
      />
      <TextAreaField
        id={`${id}-content`}
        label="Content"
        rows={3}
        value={v.content}
        onChange={(x) => form.set('content', x)}
        error={form.errors.content}
      />
      <SelectField
        id={`${id}-type`}
        label="Type"
        options={optionsOf(bannerTypes)}
        hint="A special banner also shows as the once-per-visit popup."
        value={v.bannerType}
        onChange={(x) => form.set('bannerType', x as AdminBanner['bannerType'])}
        error={form.errors.bannerType}
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

/** Banners of the pricing section: info banners and the special popup. */
export function BannersEditor() {
  const token = useAdminToken();
  const list = useBanners(token);
  const reorder = useReorderBanners(token);
  const save = useSaveBanner(token);

  return (
    <SortableEditor
      label="Banners"
      what="banners"
      newLabel="New banner"
      list={list}
      saveOrder={(ids) => reorder.mutateAsync(ids)}
      getLabel={(b) => b.title}
      toggleActive={{
        isActive: (b) => b.isActive,
        save: (b) =>
          save.mutateAsync({
            id: b.id,
            input: {
              title: b.title,
              content: b.content,
              bannerType: b.bannerType,
              isActive: !b.isActive,
            },
          }),
      }}
      renderItem={(b) => (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {b.title}
            <Badge variant="outline">{b.bannerType}</Badge>
            {!b.isActive && <Badge variant="destructive">Inactive</Badge>}
          </p>
          <p className="line-clamp-2 text-sm text-muted-foreground">{b.content}</p>
        </div>
      )}
      renderDialog={(banner, onClose) => <BannerDialog banner={banner} onClose={onClose} />}
    />
  );
}
