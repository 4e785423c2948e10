import { KeyRound, Lock, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminCreateSchema, adminRoles, type AdminAccount } from '@shared/contracts/admin-content';
import { OneTimePassword } from '@/components/admin/one-time-password';
import { EditorDialog, LoadError } from '@/components/content-editor/editor-dialog';
import { optionsOf, SelectField, TextField } from '@/components/form/fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { isApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { generatePassword } from '@/lib/generate-password';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useCreateAdmin } from '../api/create-admin';
import { useAdmins } from '../api/get-admins';
import { useRemoveAdmin } from '../api/remove-admin';
import { useResetAdminPassword } from '../api/reset-admin-password';

/** A password shown once, after an add or a reset. */
type Shown = { email: string; password: string };

function AddAdminDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (shown: Shown) => void;
}) {
  const token = useAdminToken();
  const create = useCreateAdmin(token);
  const form = useContentForm(() => ({
    email: '',
    name: '',
    role: 'staff' as AdminAccount['role'],
  }));
  const v = form.values;
  async function submit() {
    const password = generatePassword();
    const saved = await form.submit(adminCreateSchema, { ...v, password }, (data) =>
      create.mutateAsync(data),
    );
    if (!saved) return;
    toast.success('Admin Added', saved.admin.email);
    onCreated({ email: saved.admin.email, password });
    onClose();
  }
  return (
    <EditorDialog
      title="Add an admin"
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={form.saving}
      formError={form.formError}
      saveLabel="Add admin"
    >
      <TextField
        id="new-admin-email"
        label="Email"
        type="email"
        value={v.email}
        onChange={(x) => form.set('email', x)}
        error={form.errors.email}
      />
      <TextField
        id="new-admin-name"
        label="Name"
        value={v.name}
        onChange={(x) => form.set('name', x)}
        error={form.errors.name}
      />
      <SelectField
        id="new-admin-role"
        label="Role"
        options={optionsOf(adminRoles)}
        value={v.role}
        onChange={(x) => form.set('role', x as AdminAccount['role'])}
        error={form.errors.role}
      />
      <p className="text-sm text-muted-foreground">
        A password is generated and shown once after adding.
      </p>
    </EditorDialog>
  );
}

/** Shown to a staff admin who opens the section: only the owner manages admins. */
export function OwnerOnlyNotice() {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-warning/60 bg-warning/10 p-4"
    >
      <Lock className="mt-0.5 size-5" aria-hidden />
      <div>
        <p className="font-semibold">Only the owner can manage admin users</p>
        <p className="text-sm text-muted-foreground">
          Your account is a staff account. Ask the owner to add, remove or reset admins.
        </p>
      </div>
    </div>
  );
}

/** Admin section 'Admin users' (owner only): add staff, remove, reset a password (shown once). */
export function AdminsContentSection() {
  const token = useAdminToken();
  const list = useAdmins(token);
  const remove = useRemoveAdmin(token);
  const reset = useResetAdminPassword(token);
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);

  if (list.isError && isApiRequestError(list.error) && list.error.status === 403)
    return <OwnerOnlyNotice />;
  if (list.isError) return <LoadError what="admin users" />;
  if (list.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;

  async function onRemove(admin: AdminAccount) {
    if (!window.confirm(`Remove ${admin.email}? Their sessions end at once.`)) return;
    try {
      await remove.mutateAsync(admin.id);
      toast.success('Admin Removed', admin.email);
    } catch (error) {
      toast.error('Not Removed', error instanceof Error ? error.message : 'Please try again.');
    }
  }

  async function onReset(admin: AdminAccount) {
    if (!window.confirm(`Reset the password of ${admin.email}? Their sessions end at once.`))
      return;
    const password = generatePassword();
    try {
      await reset.mutateAsync({ id: admin.id, password });
      setShown({ email: admin.email, password });
      toast.success('Password Reset', admin.email);
    } catch (error) {
      toast.error('Not Reset', error instanceof Error ? error.message : 'Please try again.');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {shown && <OneTimePassword password={shown.password} sentVia={null} username={shown.email} />}
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add admin
        </Button>
      </div>
      <ul aria-label="Admin users" className="flex flex-col gap-2">
        {list.data.items.map((admin) => (
          <li
            key={admin.id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {admin.email}
                <Badge variant={admin.role === 'owner' ? 'default' : 'outline'}>{admin.role}</Badge>
                {admin.isYou && <Badge variant="secondary">You</Badge>}
                {!admin.isActive && <Badge variant="destructive">Inactive</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {admin.name ?? 'No name'} · last sign-in{' '}
                {admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : 'never'}
              </p>
            </div>
            {!admin.isYou && (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Reset password of ${admin.email}`}
                  onClick={() => void onReset(admin)}
                >
                  <KeyRound aria-hidden />
                  Reset password
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${admin.email}`}
                  onClick={() => void onRemove(admin)}
                >
                  <Trash2 aria-hidden />
                  Remove
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {adding && <AddAdminDialog onClose={() => setAdding(false)} onCreated={setShown} />}
    </div>
  );
}
