import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackage } from '@shared/contracts/admin-content';
import { AdminTokenProvider } from '@/lib/admin-token';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import { PackagesEditor } from './packages-editor';
import { findDialog } from '@/test/dialogs';

const pkg = (over: Partial<AdminPackage>): AdminPackage => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: '3 Months',
  priceCents: 50_000,
  originalPriceCents: null,
  duration: '3 Months',
  durationMonths: 3,
  durationHours: null,
  features: ['HD channels', 'Live sport'],
  description: null,
  isFeatured: true,
  isFreeTrial: false,
  isActive: true,
  sortOrder: 0,
  maxConnections: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const three = pkg({});
const six = pkg({ id: '22222222-2222-4222-8222-222222222222', name: '6 Months', sortOrder: 1 });
const patchKey = `PATCH /api/admin/content/packages/${three.id}`;

function renderEditor() {
  return renderUi(
    <AdminTokenProvider token="admin-tok">
      <PackagesEditor />
    </AdminTokenProvider>,
  );
}

async function openEdit(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return { user, dialog: await findDialog() };
}

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

describe('packages editor', () => {
  it('saves an edited price in cents with the admin token', async () => {
    const api = mockApi({
      'GET /api/admin/content/packages': () => json({ items: [three, six] }),
      [patchKey]: () => json({ package: { ...three, priceCents: 45_000 } }),
    });
    renderEditor();
    const { user, dialog } = await openEdit('3 Months');
    const price = within(dialog).getByLabelText('Price (R)');
    await user.clear(price);
    await user.type(price, '450');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodyOf(patchKey)).toMatchObject({ priceCents: 45_000, name: '3 Months' });
    expect(api.headerOf(patchKey, 'authorization')).toBe('Bearer admin-tok');
  });

  it("shows the server's errors under their fields and keeps what was typed", async () => {
    mockApi({
      'GET /api/admin/content/packages': () => json({ items: [three, six] }),
      [patchKey]: () =>
        json(
          {
            error: {
              code: 'validation_error',
              message: 'name: a package with this name exists',
              fields: {
                name: 'a package with this name exists',
                'features.1': 'features is too long',
              },
            },
          },
          400,
        ),
    });
    renderEditor();
    const { user, dialog } = await openEdit('3 Months');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '6 Months');
    await user.type(within(dialog).getByLabelText('Feature 2'), ' in 4K');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('a package with this name exists')).toBeInTheDocument();
    expect(within(dialog).getByText('features is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('6 Months');
    expect(within(dialog).getByLabelText('Feature 2')).toHaveValue('Live sport in 4K');
  });

  it('keeps the typed values when the save fails on the network', async () => {
    mockApi({
      'GET /api/admin/content/packages': () => json({ items: [three] }),
      // The PATCH is not answered: fetch fails as with no connection.
    });
    renderEditor();
    const { user, dialog } = await openEdit('3 Months');
    const description = within(dialog).getByLabelText('Description');
    await user.type(description, 'Our most popular plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/check your connection/i);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Our most popular plan');
  });

  it('checks the shared schema before sending anything', async () => {
    const api = mockApi({ 'GET /api/admin/content/packages': () => json({ items: [three] }) });
    renderEditor();
    const { user, dialog } = await openEdit('3 Months');
    const price = within(dialog).getByLabelText('Price (R)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('priceCents must not be negative')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key.startsWith('PATCH'))).toHaveLength(0);
  });

  it('reorders with the keyboard-accessible move buttons', async () => {
    const api = mockApi({
      'GET /api/admin/content/packages': () => json({ items: [three, six] }),
      'PUT /api/admin/content/packages/order': () => json({ items: [six, three] }),
    });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move 6 Months up' }));
    await waitFor(() =>
      expect(api.bodyOf('PUT /api/admin/content/packages/order')).toEqual({
        ids: [six.id, three.id],
      }),
    );
  });

  it('deactivates with the whole row, so the other fields are not reset to their defaults', async () => {
    const api = mockApi({
      'GET /api/admin/content/packages': () => json({ items: [three] }),
      [patchKey]: () => json({ package: { ...three, isActive: false } }),
    });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate 3 Months' }));
    await waitFor(() =>
      expect(api.bodyOf(patchKey)).toMatchObject({
        isActive: false,
        isFeatured: true,
        features: ['HD channels', 'Live sport'],
        priceCents: 50_000,
      }),
    );
  });
});
