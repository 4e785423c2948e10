import type { LucideIcon } from 'lucide-react';
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface AdminNavItem {
  id: string;
  label: string;
  icon: LucideIcon;
  /** Heading the item is listed under. */
  group: string;
  href: string;
}

export interface AdminShellProps {
  items: readonly AdminNavItem[];
  /** The id of the section shown, or null (e.g. on a client's page). */
  activeId: string | null;
  /** Right side of the top bar (the live-updates indicator). */
  status?: ReactNode;
  children: ReactNode;
}

function groupsOf(items: readonly AdminNavItem[]) {
  const groups = new Map<string, AdminNavItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

function NavList({
  items,
  activeId,
  onNavigate,
}: {
  items: readonly AdminNavItem[];
  activeId: string | null;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {groupsOf(items).map(([group, groupItems]) => (
        <div key={group} className="flex flex-col gap-1">
          <p className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group}
          </p>
          <ul className="flex flex-col gap-0.5">
            {groupItems.map((item) => {
              const active = item.id === activeId;
              const Icon = item.icon;
              return (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
                      active && 'bg-primary/15 text-foreground',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The admin dashboard's frame: a sidebar of sections on wide screens, a menu button on narrow ones,
 * and a top bar with the live-updates indicator.
 */
export function AdminShell({ items, activeId, status, children }: AdminShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const activeLabel = items.find((item) => item.id === activeId)?.label;
  return (
    <div className="mx-auto flex w-full max-w-7xl gap-6 px-4 py-4 lg:py-6">
      <nav
        aria-label="Admin sections"
        className="sticky top-4 hidden max-h-[calc(100dvh-2rem)] w-56 shrink-0 self-start overflow-y-auto lg:block"
      >
        <NavList items={items} activeId={activeId} />
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            {activeLabel ?? 'Menu'}
          </Button>
          <div className="ml-auto">{status}</div>
        </div>
        {menuOpen && (
          <nav
            id="admin-mobile-menu"
            aria-label="Admin sections"
            className="rounded-xl border border-border bg-card p-3 lg:hidden"
          >
            <NavList items={items} activeId={activeId} onNavigate={() => setMenuOpen(false)} />
          </nav>
        )}
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
