import { Star } from 'lucide-react';
import {
  testimonialCreateSchema,
  testimonialUpdateSchema,
  type AdminTestimonial,
} from '@shared/contracts/admin-content';
import { EditorDialog } from '@/components/content-editor/editor-dialog';
import { SortableEditor } from '@/components/content-editor/sortable-editor';
import { CheckField } from '@/components/form/check-field';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useReorderTestimonials } from '../api/reorder-testimonials';
import { type TestimonialInput, useSaveTestimonial } from '../api/save-testimonial';
import { useTestimonials } from '../api/get-testimonials';

function TestimonialDialog({
  testimonial,
  onClose,
}: {
  testimonial: AdminTestimonial | null;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const save = useSaveTestimonial(token);
  const form = useContentForm(() => ({
    clientName: testimonial?.clientName ?? '',
    location: testimonial?.location ?? '',
    content: testimonial?.content ?? '',
    rating: String(testimonial?.rating ?? 5),
    isApproved: testimonial?.isApproved ?? false,
    isPublished: testimonial?.isPublished ?? false,
    isFeatured: testimonial?.isFeatured ?? false,
  }));
  const v = form.values;
  const id = testimonial?.id ?? 'new-testimonial';
  async function submit() {
    const saved = await form.submit(
      testimonial ? testimonialUpdateSchema : testimonialCreateSchema,
      { ...v, rating: Number(v.rating) },
      (data) => save.mutateAsync({ id: testimonial?.id ?? null, input: data }),
    );
    if (!saved) return;
    toast.success('Testimonial Saved', saved.testimonial.clientName);
    onClose();
  }
  return (
    <EditorDialog
      title={testimonial ? 'Edit testimonial' : 'New testimonial'}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Client name"
          value={v.clientName}
          onChange={(x) => form.set('clientName', x)}
          error={form.errors.clientName}
        />
        <TextField
          id={`${id}-location`}
          label="Location"
          value={v.location}
          onChange={(x) => form.set('location', x)}
          error={form.errors.location}
        />
      </div>
      <TextAreaField
        id={`${id}-content`}
        label="Testimonial"
        rows={4}
        value={v.content}
        onChange={(x) => form.set('content', x)}
        error={form.errors.content}
      />
      <SelectField
        id={`${id}-rating`}
        label="Rating"
        options={['5', '4', '3', '2', '1'].map((r) => ({ value: r, label: `${r} stars` }))}
        value={v.rating}
        onChange={(x) => form.set('rating', x)}
        error={form.errors.rating}
      />
      <div className="flex flex-wrap gap-6">
        <CheckField
          id={`${id}-approved`}
          label="Approved"
          checked={v.isApproved}
          onChange={(x) => form.set('isApproved', x)}
        />
        <CheckField
          id={`${id}-published`}
          label="Published"
          checked={v.isPublished}
          onChange={(x) => form.set('isPublished', x)}
        />
        <CheckField
          id={`${id}-featured`}
          label="Featured"
          checked={v.isFeatured}
          onChange={(x) => form.set('isFeatured', x)}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        The site shows a testimonial only when it is approved and published.
      </p>
    </EditorDialog>
  );
}

/** Admin section 'Testimonials': approve, publish, feature, order. */
export function TestimonialsContentSection() {
  const token = useAdminToken();
  const list = useTestimonials(token);
  const save = useSaveTestimonial(token);
  const reorder = useReorderTestimonials(token);

  async function patch(t: AdminTestimonial, input: TestimonialInput, done: string) {
    try {
      // The whole row: the update schema fills absent fields with the create defaults.
      const current = {
        clientName: t.clientName,
        location: t.location,
        content: t.content,
        rating: t.rating,
        isApproved: t.isApproved,
        isPublished: t.isPublished,
        isFeatured: t.isFeatured,
      };
      await save.mutateAsync({ id: t.id, input: { ...current, ...input } });
      toast.success(done, t.clientName);
    } catch {
      toast.error('Sync Error', 'Failed to sync data. Please try again.');
    }
  }

  return (
    <SortableEditor
      label="Testimonials"
      what="testimonials"
      newLabel="New testimonial"
      list={list}
      saveOrder={(ids) => reorder.mutateAsync(ids)}
      getLabel={(t) => t.clientName}
      renderItem={(t) => (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {t.clientName}
            <span className="inline-flex items-center gap-0.5 text-sm text-muted-foreground">
              {t.rating}
              <Star className="size-3.5" aria-label="stars" />
            </span>
            <Badge variant={t.isApproved ? 'success' : 'warning'}>
              {t.isApproved ? 'Approved' : 'Pending approval'}
            </Badge>
            <Badge variant={t.isPublished ? 'success' : 'outline'}>
              {t.isPublished ? 'Published' : 'Draft'}
            </Badge>
            {t.isFeatured && <Badge variant="secondary">Featured</Badge>}
          </p>
          <p className="line-clamp-2 text-sm text-muted-foreground">{t.content}</p>
        </div>
      )}
      actions={(t) => (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${t.isApproved ? 'Unapprove' : 'Approve'} ${t.clientName}`}
            onClick={() =>
              void patch(
                t,
                { isApproved: !t.isApproved },
                t.isApproved ? 'Approval Withdrawn' : 'Testimonial Approved',
              )
            }
          >
            {t.isApproved ? 'Unapprove' : 'Approve'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${t.isPublished ? 'Unpublish' : 'Publish'} ${t.clientName}`}
            onClick={() =>
              void patch(
                t,
                { isPublished: !t.isPublished },
                t.isPublished ? 'Testimonial Unpublished' : 'Testimonial Published',
              )
            }
          >
            {t.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${t.isFeatured ? 'Unfeature' : 'Feature'} ${t.clientName}`}
            onClick={() => void patch(t, { isFeatured: !t.isFeatured }, 'Testimonial Saved')}
          >
            {t.isFeatured ? 'Unfeature' : 'Feature'}
          </Button>
        </>
      )}
      renderDialog={(testimonial, onClose) => (
        <TestimonialDialog testimonial={testimonial} onClose={onClose} />
      )}
    />
  );
}
