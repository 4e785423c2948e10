import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTokenProvider } from '@/lib/admin-token';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import { SeoContentSection } from './seo-section';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

function renderSeo() {
  return renderUi(
    <AdminTokenProvider token="admin-tok">
      <SeoContentSection />
    </AdminTokenProvider>,
  );
}

describe('SEO editor', () => {
  it('shows a JSON error in the structured data as it is typed, and does not save it', async () => {
    const api = mockApi({ 'GET /api/admin/content/seo': () => json({ items: [] }) });
    renderSeo();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Structured data (JSON-LD)');
    await user.click(field);
    await user.paste('{"@type": "Organization",');
    expect(screen.getByText(/Not valid JSON/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The structured data is not valid JSON.',
    );
    expect(api.calls.filter((c) => c.key.startsWith('PUT'))).toHaveLength(0);
    expect(field).toHaveValue('{"@type": "Organization",');
  });

  it('saves valid structured data and keywords for the page', async () => {
    const api = mockApi({
      'GET /api/admin/content/seo': () => json({ items: [] }),
      'PUT /api/admin/content/seo/home': () =>
        json({
          seo: {
            id: 's1',
            pageName: 'home',
            isActive: true,
            metaTitle: 'Streaming',
            metaDescription: null,
            metaKeywords: ['iptv'],
            ogImage: null,
            ogTitle: null,
            ogDescription: null,
            canonicalUrl: null,
            structuredData: '{"@type":"Organization"}',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        }),
    });
    renderSeo();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Meta title'), 'Streaming');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    await user.type(screen.getByLabelText('Keyword 1'), 'iptv');
    await user.click(screen.getByLabelText('Structured data (JSON-LD)'));
    await user.paste('{"@type":"Organization"}');
    expect(screen.queryByText(/Not valid JSON/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('PUT /api/admin/content/seo/home')).toMatchObject({
        metaTitle: 'Streaming',
        metaKeywords: ['iptv'],
        structuredData: '{"@type":"Organization"}',
      }),
    );
  });
});
