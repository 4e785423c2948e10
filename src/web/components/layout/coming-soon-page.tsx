import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { PageSkeleton, type SkeletonVariant } from './page-skeleton';

export interface ComingSoonPageProps {
  title: string;
  skeleton: SkeletonVariant;
  /** An extra line under the heading (e.g. which record the screen is about). */
  detail?: string;
}

/** A screen whose issue is not built yet: its real heading, its skeleton, and a way home. */
export function ComingSoonPage({ title, skeleton, detail }: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {detail && <p className="text-lg">{detail}</p>}
      <p className="text-muted-foreground">This screen is coming soon.</p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden />
          Back to Home
        </Link>
      </Button>
      <PageSkeleton variant={skeleton} decorative className="px-0" />
    </main>
  );
}
