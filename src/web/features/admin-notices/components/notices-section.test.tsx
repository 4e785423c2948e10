import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotice } from '@shared/contracts/admin-operations';
import { Toaster } from '@/components/toaster';
import { AdminTokenProvider } from '@/lib/admin-token';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import { NoticesSection } from './notices-section';
import { findDialog } from '@/test/dialogs';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

const published: AdminNotice = {
  id: '6f1c8f7e-3b1a-4a43-9d51-2f0d2f6c1a10',
  title: 'Maintenance on Sunday',
  body: 'Streams pause from 02:00 to 03:00.',
  audience: 'all',
  isPublished: true,
  publishedAt: '2026-01-10T08:00:00.000Z',
  createdAt: '2026-01-09T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
};

function renderNotices() {
  return renderUi(
    <AdminTokenProvider token="admin-tok">
      <NoticesSection />
      <Toaster />
    </AdminTokenProvider>,
  );
}

describe('notices', () => {
  it('unpublishes a published notice and lists it as a draft', async () => {
    let current = published;
    const api = mockApi({
      'GET /api/admin/notices': () => json({ items: [current], total: 1, page: 1, pageSize: 10 }),
      [`POST /api/admin/notices/${published.id}/unpublish`]: () => {
        current = { ...published, isPublished: false };
        return json({ notice: current });
      },
    });
    renderNotices();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${published.title}` }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Notice Unpublished')).toBeInTheDocument();
    expect(api.headerOf(`POST /api/admin/notices/${published.id}/unpublish`, 'authorization')).toBe(
      'Bearer admin-tok',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Notices' });
    expect(await within(table).findByText('Draft')).toBeInTheDocument();
  });

  it('offers no Unpublish for a draft', async () => {
    const draft = { ...published, isPublished: false, publishedAt: null };
    mockApi({
      'GET /api/admin/notices': () => json({ items: [draft], total: 1, page: 1, pageSize: 10 }),
    });
    renderNotices();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${draft.title}` }));
    const dialog = await findDialog();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('asks the server for published notices only when that filter is chosen', async () => {
    const api = mockApi({
      'GET /api/admin/notices': () => json({ items: [published], total: 1, page: 1, pageSize: 10 }),
    });
    renderNotices();
    const user = userEvent.setup();
    await screen.findByText(published.title);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'true');
    await waitFor(() =>
      expect(new URL(api.calls.at(-1)!.url, 'http://x').searchParams.get('published')).toBe('true'),
    );
  });
});
