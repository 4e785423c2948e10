import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { useClientRealtime } from './use-client-realtime';

const links = [
  { text: 'Dashboard', to: paths.client.portal.getHref() },
  { text: 'Specials', to: paths.client.specials.getHref() },
  { text: 'Payments', to: paths.client.paymentHistory.getHref() },
  { text: 'Account', to: paths.client.accountManagement.getHref() },
  { text: 'Downloads', to: paths.downloads.getHref() },
  { text: 'Knowledge Base', to: paths.knowledgeBase.getHref() },
];

/** The frame of the portal's pages: the portal menu, the title, and live updates for this client. */
export function PortalFrame({
  title,
  token,
  header,
  children,
}: {
  title: string;
  token: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  useClientRealtime(token);
  return (
    <>
      {header}
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
        <nav aria-label="Client portal">
          <ul className="flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium hover:bg-accent',
                      isActive && 'bg-accent',
                    )
                  }
                >
                  {link.text}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </main>
    </>
  );
}
