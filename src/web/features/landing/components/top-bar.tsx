import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HelpCircle, LogIn, Menu, UserRound, Wrench, X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { takeShellAction } from '@/lib/landing-shell';

export interface TopBarProps {
  companyName: string;
  logoUrl: string;
  /** The overall system state icon shown in the Status button (system-status feature)... */
  statusIcon: ReactNode;
  /** ... and the state in words for screen readers. */
  statusText: ReactNode;
}

const navButton = buttonVariants({ variant: 'ghost', size: 'sm' });

/**
 * The landing page's sticky top bar (SPEC.md section 2): Help Center, Status with the overall state,
 * Admin Login and Client Portal; on small screens a menu that opens and closes and also holds
 * Technical Support.
 */
export function TopBar({ companyName, logoUrl, statusIcon, statusText }: TopBarProps) {
  // Open at once if the menu button of the server's first paint was tapped before this code ran.
  const [open, setOpen] = useState(() => takeShellAction('menu'));
  const menuId = useId();
  const close = () => setOpen(false);

  // Escape closes the menu; so does following one of its links.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link
          to={paths.home.getHref()}
          className="flex min-w-0 items-center gap-2 rounded-md font-bold focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          <img src={logoUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded-md" />
          <span className="truncate text-lg">{companyName}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Link to={paths.knowledgeBase.getHref()} className={navButton}>
            <HelpCircle aria-hidden />
            Help Center
          </Link>
          <Link to={paths.status.getHref()} className={navButton}>
            {statusIcon}
            Status
            {statusText}
          </Link>
          <Link to={paths.admin.login.getHref()} className={navButton}>
            <LogIn aria-hidden />
            Admin Login
          </Link>
          <Link to={paths.client.login.getHref()} className={buttonVariants({ size: 'sm' })}>
            <UserRound aria-hidden />
            Client Portal
          </Link>
        </nav>

        <button
          type="button"
          className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} md:hidden`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className="border-t border-border/60 bg-background px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          <li>
            <Link
              onClick={close}
              to={paths.knowledgeBase.getHref()}
              className={`${navButton} w-full justify-start`}
            >
              <HelpCircle aria-hidden />
              Help Center
            </Link>
          </li>
          <li>
            <Link
              onClick={close}
              to={paths.status.getHref()}
              className={`${navButton} w-full justify-start`}
            >
              {statusIcon}
              Status
              {statusText}
            </Link>
          </li>
          <li>
            <Link
              onClick={close}
              to={paths.technicalSupport.getHref()}
              className={`${navButton} w-full justify-start`}
            >
              <Wrench aria-hidden />
              Technical Support
            </Link>
          </li>
          <li>
            <Link
              onClick={close}
              to={paths.admin.login.getHref()}
              className={`${navButton} w-full justify-start`}
            >
              <LogIn aria-hidden />
              Admin Login
            </Link>
          </li>
          <li>
            <Link
              onClick={close}
              to={paths.client.login.getHref()}
              className={`${buttonVariants({ size: 'sm' })} w-full`}
            >
              <UserRound aria-hidden />
              Client Portal
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
