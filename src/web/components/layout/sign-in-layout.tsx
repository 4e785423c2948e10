import type { ReactNode } from 'react';
import { PageSkeleton } from './page-skeleton';

export interface SignInCopy {
  heading: string;
  lead: string;
}

/**
 * The sign-in pages' frame: heading, and a card with a lead line over the form. The router shows
 * it with skeleton fields while the page's code loads, so the heading and lead (the page's largest
 * text) are painted with the first JavaScript and do not move when the form arrives. Plain
 * classes, no tailwind-merge: it is in the first bundle.
 */
export function SignInLayout({ heading, lead, children }: SignInCopy & { children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <div
        data-slot="card"
        className="flex flex-col gap-6 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-sm"
      >
        <div data-slot="card-header" className="flex flex-col gap-1.5 px-6">
          <p data-slot="card-description" className="text-sm text-muted-foreground">
            {lead}
          </p>
        </div>
        <div data-slot="card-content" className="px-6">
          {children}
        </div>
      </div>
    </main>
  );
}

export function SignInSkeleton(copy: SignInCopy) {
  return (
    <SignInLayout {...copy}>
      <PageSkeleton variant="form" className="px-0 py-0" />
    </SignInLayout>
  );
}

/** The words of the two sign-in pages, shared by their routes and their loading state. */
export const signInCopy = {
  admin: { heading: 'Admin Login', lead: 'Business dashboard for staff. Sign in with your email.' },
  client: { heading: 'Client Login', lead: 'Sign in to your client portal with your username.' },
} satisfies Record<string, SignInCopy>;
