import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { LazySection, lazySection } from '@/components/layout/lazy-section';
import { popupShownThisSession } from '@/features/pricing/popup-flag';
import { DashboardCards } from '@/features/landing/components/dashboard-cards';
import { TopBar } from '@/features/landing/components/top-bar';
import { useBranding } from '@/features/site-content/api/get-branding';
import { useImageUrls } from '@/features/site-content/api/get-images';
import { Hero } from '@/features/site-content/components/hero';
import { useLandingSeo } from '@/features/site-content/components/use-landing-seo';
import {
  SystemStateIcon,
  SystemStateText,
} from '@/features/system-status/components/system-state-icon';
import { removeLandingShell } from '@/lib/landing-shell';
import { resetSections } from '@/lib/sections';

/*
 * The landing page (/, /home). Only the top bar, the hero and the dashboard cards are in its first
 * JavaScript; every section below the fold loads its code as it comes near the viewport (or when a
 * button scrolls to a section), which keeps the page within its budget of 120 kB gzip.
 */

const networkStatus = lazySection(() => import('./landing-sections/network-status'));
const about = lazySection(() => import('./landing-sections/about'));
const pricing = lazySection(() => import('./landing-sections/pricing'));
const streamTest = lazySection(() => import('./landing-sections/stream-test'));
const howToUse = lazySection(() => import('./landing-sections/how-to-use'));
const testimonials = lazySection(() => import('./landing-sections/testimonials'));
const order = lazySection(() => import('./landing-sections/order'));
const footer = lazySection(() => import('./landing-sections/footer'));
const SpecialPopup = lazy(() => import('./landing-sections/special-popup'));
const PublicRealtime = lazy(() => import('./landing-sections/public-realtime'));

export default function LandingRoute() {
  const branding = useBranding();
  const images = useImageUrls(logoKeys);
  useLandingSeo();
  useEffect(() => resetSections, []);
  // Before the browser paints this render: the server's copy of the top bar and hero goes.
  useLayoutEffect(removeLandingShell, []);
  // After the first paint: the live subscription, and the special popup unless shown this session.
  const [painted, setPainted] = useState(false);
  const [popupWanted, setPopupWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setPainted(true);
      setPopupWanted(!popupShownThisSession());
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <TopBar
        companyName={branding.companyName}
        logoUrl={images.logo?.url ?? '/icon-192.png'}
        statusIcon={<SystemStateIcon />}
        statusText={<SystemStateText />}
      />
      <main className="flex flex-1 flex-col">
        <Hero />
        <div className="-mt-4 pb-4">
          <DashboardCards />
        </div>
        <LazySection
          id="network-status"
          section={networkStatus}
          placeholderClassName="min-h-[30rem] sm:min-h-[20rem]"
        />
        <LazySection id="about" section={about} placeholderClassName="min-h-[40rem]" />
        <LazySection id="pricing" section={pricing} placeholderClassName="min-h-[60rem]" />
        <LazySection id="stream-test" section={streamTest} placeholderClassName="min-h-[30rem]" />
        <LazySection id="how-to-use" section={howToUse} placeholderClassName="min-h-[50rem]" />
        <LazySection
          id="testimonials"
          section={testimonials}
          placeholderClassName="min-h-[22rem]"
        />
        <LazySection id="order" section={order} placeholderClassName="min-h-[50rem]" />
      </main>
      <LazySection section={footer} placeholderClassName="min-h-[30rem]" />
      <Suspense fallback={null}>
        {painted && <PublicRealtime />}
        {popupWanted && <SpecialPopup />}
      </Suspense>
    </div>
  );
}

const logoKeys = ['logo'] as const;
