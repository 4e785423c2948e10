import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Download } from '@shared/contracts/public-site';
import { Toaster } from '@/components/toaster';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import DownloadDialog from './download-dialog';

const appId = '00000000-0000-4000-8000-0000000000aa';
const smarters: Download = {
  id: appId,
  name: 'IPTV Smarters Pro',
  description: 'Our recommended player.',
  downloadUrl: 'https://downloads.example.com/smarters.apk',
  fileType: 'APK',
  fileSize: '38 MB',
  version: '4.1',
  deviceCompatibility: ['android'],
  installationGuide: '1. Install.\n2. Sign in.',
  downloadCount: 10,
  isFeatured: true,
  qrCodeData: null,
  logoUrl: null,
  sortOrder: 0,
};

const countKey = `POST /api/public/downloads/${appId}/count`;
const guideKey = `POST /api/public/downloads/${appId}/guide`;

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn(() => ({ opener: window }));
  vi.stubGlobal('open', open);
});
afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog(app: Download = smarters) {
  return renderUi(
    <>
      <DownloadDialog app={app} onClose={() => {}} />
      <Toaster />
    </>,
  );
}

const user = () => userEvent.setup({ delay: null });

// A form is typed per test: allow for a busy machine.
describe('download dialog', { timeout: 20_000 }, () => {
  it('downloads only: opens the file, counts it and says Download Started', async () => {
    const api = mockApi({ [countKey]: json({ downloadCount: 11 }) });
    renderDialog();
    await user().click(screen.getByRole('button', { name: /^Download$/ }));
    expect(open).toHaveBeenCalledWith('https://downloads.example.com/smarters.apk', '_blank');
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain(countKey));
    expect(api.calls.map((c) => c.key)).not.toContain(guideKey);
  });

  it('asks for contact information, a valid phone and a valid email before anything starts', async () => {
    const api = mockApi({});
    const u = user();
    renderDialog();
    await u.click(screen.getByRole('radio', { name: /WhatsApp and email/ }));
    await u.click(screen.getByRole('button', { name: /Download & Send/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter contact information');

    await u.type(screen.getByLabelText('WhatsApp Number'), '12345');
    await u.type(screen.getByLabelText('Email Address'), 'sipho@');
    await u.click(screen.getByRole('button', { name: /Download & Send/ }));
    expect(screen.getByLabelText('WhatsApp Number')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(open).not.toHaveBeenCalled();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the guide by both channels and says Instructions Sent!', async () => {
    const api = mockApi({
      [countKey]: json({ downloadCount: 11 }),
      [guideKey]: json({ sent: ['whatsapp', 'email'], refused: [] }, 201),
    });
    const u = user();
    renderDialog();
    await u.click(screen.getByRole('radio', { name: /WhatsApp and email/ }));
    await u.type(screen.getByLabelText('WhatsApp Number'), '082 123 4567');
    await u.type(screen.getByLabelText('Email Address'), 'sipho@example.co.za');
    await u.click(screen.getByRole('button', { name: /Download & Send/ }));
    expect(await screen.findByText('Instructions Sent!')).toBeInTheDocument();
    expect(screen.getByText('Download Started')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.bodyOf(guideKey)).toEqual({
      type: 'both',
      whatsapp: '082 123 4567',
      email: 'sipho@example.co.za',
    });
  });

  it('says Partially Sent, naming the refused channel and why', async () => {
    mockApi({
      [countKey]: json({ downloadCount: 11 }),
      [guideKey]: json(
        {
          sent: ['email'],
          refused: [{ channel: 'whatsapp', reason: 'Failed to send instructions' }],
        },
        201,
      ),
    });
    const u = user();
    renderDialog();
    await u.click(screen.getByRole('radio', { name: /WhatsApp and email/ }));
    await u.type(screen.getByLabelText('WhatsApp Number'), '082 123 4567');
    await u.type(screen.getByLabelText('Email Address'), 'sipho@example.co.za');
    await u.click(screen.getByRole('button', { name: /Download & Send/ }));
    expect(await screen.findByText('Partially Sent')).toBeInTheDocument();
    expect(
      screen.getByText('Sent by email, not by WhatsApp: Failed to send instructions.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Instructions Sent!')).toBeNull();
  });

  it('says Send Failed when nothing went', async () => {
    mockApi({
      [countKey]: json({ downloadCount: 11 }),
      [guideKey]: json({ error: { code: 'internal_error', message: 'Internal error' } }, 500),
    });
    const u = user();
    renderDialog();
    await u.click(screen.getByRole('radio', { name: /instructions by email$/ }));
    await u.type(screen.getByLabelText('Email Address'), 'sipho@example.co.za');
    await u.click(screen.getByRole('button', { name: /Download & Send/ }));
    expect(await screen.findByText('Send Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send instructions')).toBeInTheDocument();
  });

  it('says No Instructions Available for an app without a guide', async () => {
    const api = mockApi({ [countKey]: json({ downloadCount: 11 }) });
    const u = user();
    renderDialog({ ...smarters, installationGuide: null });
    await u.click(screen.getByRole('radio', { name: /instructions by WhatsApp$/ }));
    await u.type(screen.getByLabelText('WhatsApp Number'), '082 123 4567');
    await u.click(screen.getByRole('button', { name: /Download & Send/ }));
    expect(await screen.findByText('No Instructions Available')).toBeInTheDocument();
    expect(api.calls.map((c) => c.key)).not.toContain(guideKey);
  });

  it('says Download URL not available without a link, and Download Error when it will not open', async () => {
    mockApi({});
    const first = renderDialog({ ...smarters, downloadUrl: null });
    expect(screen.getByText('Download URL not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Download$/ })).toBeDisabled();
    first.unmount();

    open.mockReturnValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog();
    await user().click(screen.getByRole('button', { name: /^Download$/ }));
    expect(await screen.findByText('Download Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to start download. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Download Started')).toBeNull();
  });
});
