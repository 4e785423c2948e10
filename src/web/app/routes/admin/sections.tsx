import {
  Activity,
  ArrowUpCircle,
  BookOpen,
  Download,
  FileText,
  House,
  Image,
  Mail,
  Package,
  Palette,
  Quote,
  Rocket,
  SearchCheck,
  ShieldCheck,
  FileWarning,
  LayoutDashboard,
  LifeBuoy,
  Megaphone,
  MessageSquareText,
  ScrollText,
  Send,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SkeletonVariant } from '@/components/layout/page-skeleton';

/**
 * The admin dashboard's sections: THE place to add one. Each is a sub-view of /admin, chosen by
 * `?section=<id>` (SPEC.md section 2 has only /admin and /admin/client/{clientId}); its code loads
 * when it is first opened, so e.g. the overview's charts stay out of every other section.
 *
 * To add a section: one `section(...)` entry below, pointing at a component (named export) of an
 * `features/admin-<topic>/components/` file. The first entry is the default section.
 */

export interface AdminSection {
  id: string;
  label: string;
  icon: LucideIcon;
  group: 'Business' | 'Communication' | 'System' | 'Content';
  skeleton: SkeletonVariant;
  Component: LazyExoticComponent<ComponentType>;
  /** Hidden from staff admins in the navigation (the server refuses them too). */
  ownerOnly?: boolean;
}

function section<M>(
  id: string,
  label: string,
  icon: LucideIcon,
  group: AdminSection['group'],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  skeleton: SkeletonVariant = 'table',
): AdminSection {
  return {
    id,
    label,
    icon,
    group,
    skeleton,
    Component: lazy(() => load().then((module) => ({ default: pick(module) }))),
  };
}

export const adminSections: readonly AdminSection[] = [
  section(
    'overview',
    'Overview',
    LayoutDashboard,
    'Business',
    () => import('@/features/admin-overview/components/overview-section'),
    (m) => m.OverviewSection,
    'dashboard',
  ),
  section(
    'clients',
    'Clients',
    Users,
    'Business',
    () => import('@/features/admin-clients/components/clients-section'),
    (m) => m.ClientsSection,
  ),
  section(
    'payments',
    'Payments',
    Wallet,
    'Business',
    () => import('@/features/admin-payments/components/payments-section'),
    (m) => m.PaymentsSection,
  ),
  section(
    'leads',
    'Leads',
    UserPlus,
    'Business',
    () => import('@/features/admin-leads/components/leads-section'),
    (m) => m.LeadsSection,
  ),
  section(
    'tickets',
    'Tickets',
    LifeBuoy,
    'Communication',
    () => import('@/features/admin-tickets/components/tickets-section'),
    (m) => m.TicketsSection,
  ),
  section(
    'upgrades',
    'Upgrades',
    ArrowUpCircle,
    'Communication',
    () => import('@/features/admin-upgrades/components/upgrades-section'),
    (m) => m.UpgradesSection,
  ),
  section(
    'content-requests',
    'Content requests',
    MessageSquareText,
    'Communication',
    () => import('@/features/admin-content-requests/components/content-requests-section'),
    (m) => m.ContentRequestsSection,
  ),
  section(
    'notices',
    'Notices',
    Megaphone,
    'Communication',
    () => import('@/features/admin-notices/components/notices-section'),
    (m) => m.NoticesSection,
  ),
  section(
    'outbox',
    'Outbox',
    Send,
    'Communication',
    () => import('@/features/admin-outbox/components/outbox-section'),
    (m) => m.OutboxSection,
  ),
  section(
    'sync-failures',
    'Sync failures',
    FileWarning,
    'System',
    () => import('@/features/admin-sync-failures/components/sync-failures-section'),
    (m) => m.SyncFailuresSection,
  ),
  section(
    'audit-log',
    'Audit log',
    ScrollText,
    'System',
    () => import('@/features/admin-audit/components/audit-log-section'),
    (m) => m.AuditLogSection,
  ),
  section(
    'status',
    'Status & health',
    Activity,
    'System',
    () => import('@/features/admin-status/components/status-section'),
    (m) => m.StatusSection,
    'list',
  ),
  // Site content (issue 8): the editors of what the public site shows.
  section(
    'content-pricing',
    'Packages & pricing',
    Package,
    'Content',
    () => import('@/features/admin-content-pricing/components/pricing-section'),
    (m) => m.PricingContentSection,
    'list',
  ),
  section(
    'content-homepage',
    'Homepage',
    House,
    'Content',
    () => import('@/features/admin-content-homepage/components/homepage-section'),
    (m) => m.HomepageContentSection,
    'list',
  ),
  section(
    'content-site',
    'Branding & settings',
    Palette,
    'Content',
    () => import('@/features/admin-content-site/components/site-section'),
    (m) => m.SiteContentSection,
    'form',
  ),
  section(
    'content-pages',
    'Policy & help pages',
    FileText,
    'Content',
    () => import('@/features/admin-content-pages/components/pages-section'),
    (m) => m.PagesContentSection,
    'form',
  ),
  section(
    'content-seo',
    'SEO',
    SearchCheck,
    'Content',
    () => import('@/features/admin-content-seo/components/seo-section'),
    (m) => m.SeoContentSection,
    'form',
  ),
  section(
    'content-downloads',
    'App downloads',
    Download,
    'Content',
    () => import('@/features/admin-content-downloads/components/downloads-section'),
    (m) => m.DownloadsContentSection,
    'list',
  ),
  section(
    'content-testimonials',
    'Testimonials',
    Quote,
    'Content',
    () => import('@/features/admin-content-testimonials/components/testimonials-section'),
    (m) => m.TestimonialsContentSection,
    'list',
  ),
  section(
    'content-knowledge-base',
    'Knowledge base',
    BookOpen,
    'Content',
    () => import('@/features/admin-content-knowledge-base/components/knowledge-base-section'),
    (m) => m.KnowledgeBaseContentSection,
  ),
  section(
    'content-releases',
    'Release notes',
    Rocket,
    'Content',
    () => import('@/features/admin-content-releases/components/releases-section'),
    (m) => m.ReleasesContentSection,
  ),
  section(
    'content-templates',
    'Message templates',
    Mail,
    'Content',
    () => import('@/features/admin-content-templates/components/templates-section'),
    (m) => m.TemplatesContentSection,
  ),
  section(
    'content-images',
    'Images',
    Image,
    'Content',
    () => import('@/features/admin-content-images/components/images-section'),
    (m) => m.ImagesContentSection,
    'card',
  ),
  {
    ...section(
      'admin-users',
      'Admin users',
      ShieldCheck,
      'System',
      () => import('@/features/admin-content-admins/components/admins-section'),
      (m) => m.AdminsContentSection,
      'list',
    ),
    ownerOnly: true,
  },
];

export const defaultAdminSection = adminSections[0]!;

export function findAdminSection(id: string | null): AdminSection | undefined {
  return id ? adminSections.find((s) => s.id === id) : defaultAdminSection;
}
