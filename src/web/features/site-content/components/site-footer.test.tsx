import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { defaultFooter, normaliseFooter } from '../api/get-footer';
import { SiteFooter } from './site-footer';

const branding = {
  companyName: 'StreamVault SA',
  tagline: '',
  whatsappNumber: '082 000 0000',
  supportEmail: 'support@example.co.za',
  footerMascot: '/icon-512.png',
  footerLogo: '/icon-192.png',
};

afterEach(() => vi.unstubAllGlobals());

const quickLinks = () =>
  within(screen.getByRole('navigation', { name: 'Quick Links' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('SiteFooter', () => {
  it('falls back to the default text and links when the footer answer is not JSON', async () => {
    fakeApi({
      '/api/public/branding': { branding },
      '/api/public/footer': () => new Response('{not json', { status: 200 }),
    });
    renderUi(<SiteFooter />);
    expect(await screen.findByText(defaultFooter.description)).toBeInTheDocument();
    expect(quickLinks()).toEqual(['Packages', 'About Us', 'Meet Our Mascot', 'Order Now']);
    const support = within(screen.getByRole('navigation', { name: 'Support' }));
    expect(support.getByRole('link', { name: 'Setup Guide' })).toHaveAttribute(
      'href',
      '/setup-guide',
    );
    expect(support.getByRole('link', { name: 'Technical Support' })).toBeInTheDocument();
    expect(support.getByRole('link', { name: 'App Downloads' })).toHaveAttribute(
      'href',
      '/downloads',
    );
  });

  it('shows the stored content, WhatsApp and email badges, policies and the disclaimer', async () => {
    fakeApi({
      '/api/public/branding': { branding },
      '/api/public/footer': {
        footer: {
          description: 'Our own blurb.',
          links: [{ text: 'Prices', id: 'pricing' }],
          supportLinks: [{ text: 'Help', url: '/knowledge-base' }],
        },
      },
    });
    renderUi(<SiteFooter />);
    expect(await screen.findByText('Our own blurb.')).toBeInTheDocument();
    expect(quickLinks()).toEqual(['Prices', 'Meet Our Mascot']);
    expect(await screen.findByRole('link', { name: /WhatsApp 082 000 0000/ })).toHaveAttribute(
      'href',
      'https://wa.me/27820000000',
    );
    expect(screen.getByRole('link', { name: /support@example.co.za/ })).toHaveAttribute(
      'href',
      'mailto:support@example.co.za',
    );
    for (const name of ['Privacy Policy', 'Terms of Service', 'Refund Policy']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/licensed content providers/)).toBeInTheDocument();
  });
});

describe('normaliseFooter', () => {
  it('keeps the usable parts and takes defaults for the rest', () => {
    expect(normaliseFooter(null)).toEqual(defaultFooter);
    expect(
      normaliseFooter({ footer: { description: '', links: 'x', supportLinks: [{}] } }),
    ).toEqual(defaultFooter);
    expect(
      normaliseFooter({
        footer: { description: 'D', links: [{ text: 'A', id: 'about' }, { id: 'x' }] },
      }),
    ).toEqual({ ...defaultFooter, description: 'D', links: [{ text: 'A', id: 'about' }] });
  });
});
