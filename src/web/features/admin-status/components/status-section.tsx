import { setComponentStatusRequestSchema } from '@shared/contracts/admin-operations';
import { componentStatuses } from '@shared/contracts/public-site';
import { StatusBadge } from '@/components/admin/status-badge';
import { FormError, optionsOf, SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { orNull, useAdminForm } from '@/lib/use-admin-form';
import { useComponents } from '../api/get-components';
import { useSetComponentStatus } from '../api/set-component-status';
import { IncidentsCard } from './incidents-card';
import { MonitorsCard } from './monitors-card';

function ComponentForm({
  component,
  status,
  message,
}: {
  component: string;
  status: string;
  message: string;
}) {
  const token = useAdminToken();
  const set = useSetComponentStatus(token);
  const form = useAdminForm({ component, status, message });
  const isNew = component === '';
  return (
    <form
      aria-label={isNew ? 'New component' : `Component ${component}`}
      className="grid grid-cols-1 gap-2 border-b border-border pb-3 sm:grid-cols-[1fr_10rem_2fr_auto] sm:items-end"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const name = form.values.component.trim();
        if (!name) {
          form.set('component', '');
          return;
        }
        const saved = await form.submit(
          setComponentStatusRequestSchema,
          { status: form.values.status, message: orNull(form.values.message) },
          (input) => set.mutateAsync({ component: name, input }),
        );
        if (saved) toast.success('Status Saved', `${name}: ${saved.component.status}`);
      }}
    >
      <TextField label="Component" disabled={!isNew} {...form.field('component')} />
      <SelectField
        label="Status"
        options={optionsOf(componentStatuses)}
        {...form.field('status')}
      />
      <TextField label="Message" {...form.field('message')} />
      <Button type="submit" variant="outline" disabled={form.saving}>
        Save
      </Button>
      <div className="col-span-full">
        <FormError message={form.formError} />
      </div>
    </form>
  );
}

/** Status and health: component statuses, incidents with timed updates, health monitors. */
export function StatusSection() {
  const token = useAdminToken();
  const components = useComponents(token);
  return (
    <div className="flex flex-col gap-4">
      <Card className="gap-3 py-4">
        <CardHeader className="flex-row items-center gap-2 px-4">
          <CardTitle className="text-base">System status</CardTitle>
          {components.data && <StatusBadge status={components.data.overall} />}
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-4">
          {components.data?.items.map((c) => (
            <ComponentForm
              key={`${c.id}-${c.updatedAt}`}
              component={c.component}
              status={c.status}
              message={c.message ?? ''}
            />
          ))}
          <ComponentForm key="new" component="" status="stable" message="" />
        </CardContent>
      </Card>
      <IncidentsCard />
      <MonitorsCard />
    </div>
  );
}
