import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens a row's inline edit form; the label names the row, as every row has one. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden />
      Edit
    </Button>
  );
}

/** The submit and Cancel of an inline edit form. */
export function SaveCancelButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" disabled={saving}>
        Save
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
