import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Footer, FooterLink } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** The footer when its content is missing or unusable (SPEC.md section 8: parse failure -> defaults). */
export const defaultFooter: Footer = {
  description:
    'Live sport, movies and series for South African homes, with local support and simple EFT or card payments.',
  links: [
    { text: 'Packages', id: 'pricing' },
    { text: 'About Us', id: 'about' },
    { text: 'Order Now', id: 'order' },
  ],
  supportLinks: [
    { text: 'Setup Guide', url: '/setup-guide' },
    { text: 'Technical Support', url: '/technical-support' },
    { text: 'App Downloads', url: '/downloads' },
  ],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function linkList<T extends FooterLink>(
  value: unknown,
  valid: (link: FooterLink) => link is T,
): T[] | null {
  if (!Array.isArray(value)) return null;
  const links = value.filter(
    (item): item is FooterLink =>
      isRecord(item) && typeof item.text === 'string' && item.text !== '',
  );
  const usable = links.filter(valid);
  return usable.length > 0 ? usable : null;
}

/** Keeps what is usable in the answer and takes the defaults for the rest. */
export function normaliseFooter(raw: unknown): Footer {
  const footer = isRecord(raw) && isRecord(raw.footer) ? raw.footer : {};
  const description =
    typeof footer.description === 'string' && footer.description.trim() !== ''
      ? footer.description
      : defaultFooter.description;
  const links =
    linkList(
      footer.links,
      (l): l is FooterLink => typeof l.id === 'string' || typeof l.url === 'string',
    ) ?? defaultFooter.links;
  const supportLinks =
    linkList(
      footer.supportLinks,
      (l): l is FooterLink & { url: string } => typeof l.url === 'string',
    ) ?? defaultFooter.supportLinks;
  return { description, links, supportLinks };
}

/** GET /api/public/footer */
export function getFooter(signal?: AbortSignal): Promise<Footer> {
  return api.get<unknown>('/api/public/footer', { signal }).then(normaliseFooter);
}

export const footerQueryOptions = () =>
  queryOptions({
    ...queryFreshness.branding,
    queryKey: ['footer_content', 'public'],
    queryFn: ({ signal }) => getFooter(signal),
  });

/** The footer content; the defaults while loading and when it cannot be loaded. */
export function useFooter(): Footer {
  return useQuery(footerQueryOptions()).data ?? defaultFooter;
}
