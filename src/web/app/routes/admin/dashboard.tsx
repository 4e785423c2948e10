import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { findAdminSection } from './sections';

/** /admin: the section named by `?section=` (the overview by default). */
export default function AdminDashboardRoute() {
  const [search] = useSearchParams();
  const section = findAdminSection(search.get('section'));
  usePageTitle(section ? `Admin: ${section.label}` : 'Admin Dashboard');

  if (!section) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold">Section not found</h1>
        <p className="text-muted-foreground">There is no admin section with that name.</p>
        <Button asChild variant="outline">
          <Link to={paths.admin.dashboard.getHref()}>Back to the overview</Link>
        </Button>
      </div>
    );
  }
  const { Component } = section;
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      {/* The page is the dashboard; the visible title is the section's. */}
      <h1 className="sr-only">Admin Dashboard</h1>
      <h2 id="admin-section-title" className="text-2xl font-bold tracking-tight">
        {section.label}
      </h2>
      <Suspense fallback={<PageSkeleton variant={section.skeleton} className="px-0" />}>
        <Component key={section.id} />
      </Suspense>
    </section>
  );
}
