import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackage } from '@shared/contracts/admin-content';
import type { AdminClient } from '@shared/contracts/admin-operations';
import { AdminTokenProvider } from '@/lib/admin-token';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { ClientFormDialog } from './client-form-dialog';
import { findDialog } from '@/test/dialogs';

afterEach(() => vi.unstubAllGlobals());

const pkg = (id: string, name: string, isActive: boolean): AdminPackage => ({
  id,
  name,
  priceCents: 20_000,
  originalPriceCents: null,
  duration: '1 Month',
  durationMonths: 1,
  durationHours: null,
  features: [],
  description: null,
  isFeatured: false,
  isFreeTrial: false,
  isActive,
  sortOrder: 0,
  maxConnections: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const monthly = pkg('7a0f6c1e-1b1d-4d1c-9a0e-1c2b3d4e5f60', 'Month to Month', true);
const retired = pkg('8b1f7d2f-2c2e-4e2d-8b1f-2d3c4e5f6a71', 'Sports Extra', false);

const client: AdminClient = {
  id: '3d7c1c52-9a55-4c8e-b6a4-0f6a7b1f2e01',
  username: 'thabo01',
  firstName: 'Thabo',
  lastName: 'Mokoena',
  name: 'Thabo Mokoena',
  email: null,
  whatsapp: null,
  preferredChannel: 'whatsapp',
  status: 'active',
  packageId: retired.id,
  packageName: retired.name,
  subscriptionStartedAt: null,
  subscriptionExpiresAt: null,
  maxConnections: 1,
  paymentReference: null,
  mustChangePassword: false,
  hasStreamingLogin: false,
  notes: null,
  whatsappLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the client form package picker', () => {
  it('offers every package from the admin list, an inactive one labelled, and keeps it chosen', async () => {
    const api = mockApi({
      'GET /api/admin/content/packages': () => json({ items: [monthly, retired] }),
    });
    renderUi(
      <AdminTokenProvider token="admin-tok">
        <ClientFormDialog client={client} open onOpenChange={() => {}} />
      </AdminTokenProvider>,
    );
    const picker = within(await findDialog()).getByLabelText('Package');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No package', 'Month to Month', 'Sports Extra (inactive)']),
    );
    expect(picker).toHaveValue(retired.id);
    expect(api.headerOf('GET /api/admin/content/packages', 'authorization')).toBe(
      'Bearer admin-tok',
    );
  });
});
