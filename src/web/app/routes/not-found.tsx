import { useLocation, useNavigate } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePageTitle('Page Not Found');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <SearchX className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-3xl font-bold">Page Not Found</h1>
        <p className="text-muted-foreground">
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">{pathname}</code>.
        </p>
        <Button onClick={() => void navigate(paths.home.getHref())}>Go Home</Button>
      </div>
    </main>
  );
}
