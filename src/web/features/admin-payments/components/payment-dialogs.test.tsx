import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminClient } from '@shared/contracts/admin-operations';
import { AdminTokenProvider } from '@/lib/admin-token';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { CapturePaymentDialog } from './payment-dialogs';
import { findDialog } from '@/test/dialogs';

afterEach(() => vi.unstubAllGlobals());

const client = (id: string, firstName: string, username: string): AdminClient => ({
  id,
  username,
  firstName,
  lastName: 'Dlamini',
  name: `${firstName} Dlamini`,
  email: null,
  whatsapp: null,
  preferredChannel: 'whatsapp',
  status: 'active',
  packageId: null,
  packageName: null,
  subscriptionStartedAt: null,
  subscriptionExpiresAt: null,
  maxConnections: 1,
  paymentReference: null,
  mustChangePassword: false,
  hasStreamingLogin: false,
  notes: null,
  whatsappLink: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

const first = client('0b8f5a3e-8d0e-4d7c-9a55-1f3b2c4d5e01', 'Andile', 'andile');
const old = client('0b8f5a3e-8d0e-4d7c-9a55-1f3b2c4d5e02', 'Zola', 'zola2019');

describe('capturing a payment', () => {
  it('finds a client beyond the first page of names through the server search', async () => {
    const api = mockApi({
      'GET /api/admin/clients': () => {
        const q = new URL(api.calls.at(-1)!.url, 'http://x').searchParams.get('q');
        const items = q === 'zola' ? [old] : [first];
        return json({ items, total: q ? 1 : 2500, page: 1, pageSize: 100 });
      },
    });
    renderUi(
      <AdminTokenProvider token="admin-tok">
        <CapturePaymentDialog onClose={() => {}} />
      </AdminTokenProvider>,
    );
    const user = userEvent.setup();
    const dialog = await findDialog();
    const select = within(dialog).getByLabelText('Client');
    await within(select).findByRole('option', { name: 'Andile Dlamini (andile)' });
    expect(
      within(dialog).getByText('Showing 1 of 2500 clients: search to narrow them.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Find a client'), 'zola');
    const option = await within(select).findByRole('option', { name: 'Zola Dlamini (zola2019)' });
    await user.selectOptions(select, option);
    expect(select).toHaveValue(old.id);
    await waitFor(() =>
      expect(new URL(api.calls.at(-1)!.url, 'http://x').searchParams.get('sort')).toBe('name'),
    );
  });
});
