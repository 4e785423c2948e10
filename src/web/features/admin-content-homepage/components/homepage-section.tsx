import { SortableEditor } from '@/components/content-editor/sortable-editor';
import { Badge } from '@/components/ui/badge';
import { useAdminToken } from '@/lib/admin-token';
import { useHomepageSections } from '../api/get-homepage-sections';
import { useReorderHomepageSections } from '../api/reorder-homepage-sections';
import { useSaveHomepageSection } from '../api/save-homepage-section';
import { HomepageSectionDialog } from './homepage-section-dialog';

/** Admin section 'Homepage': the landing page's sections (hero, about, how to use ...). */
export function HomepageContentSection() {
  const token = useAdminToken();
  const list = useHomepageSections(token);
  const reorder = useReorderHomepageSections(token);
  const save = useSaveHomepageSection(token);

  return (
    <SortableEditor
      label="Homepage sections"
      what="homepage sections"
      newLabel="New section"
      list={list}
      saveOrder={(ids) => reorder.mutateAsync(ids)}
      getLabel={(s) => s.sectionName}
      toggleActive={{
        isActive: (s) => s.isActive,
        save: (s) =>
          save.mutateAsync({
            id: s.id,
            input: {
              sectionName: s.sectionName,
              title: s.title,
              subtitle: s.subtitle,
              description: s.description,
              content: s.content,
              isActive: !s.isActive,
            },
          }),
      }}
      renderItem={(s) => (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <Badge variant="outline">{s.sectionName}</Badge>
            {s.title}
            {!s.isActive && <Badge variant="destructive">Inactive</Badge>}
          </p>
          {s.subtitle && <p className="text-sm text-muted-foreground">{s.subtitle}</p>}
        </div>
      )}
      renderDialog={(section, onClose) => (
        <HomepageSectionDialog section={section} onClose={onClose} />
      )}
    />
  );
}
