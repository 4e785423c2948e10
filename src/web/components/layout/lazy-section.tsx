import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { allSectionsRevealed, registerSectionLoader, subscribeToReveal } from '@/lib/sections';

/** A section's loader and its lazy component; create it once, at module level. */
export interface LazySectionModule {
  load: () => Promise<{ default: ComponentType }>;
  Component: ComponentType;
}

export function lazySection(load: () => Promise<{ default: ComponentType }>): LazySectionModule {
  return { load, Component: lazy(load) };
}

export interface LazySectionProps {
  /** Landing-page section id: the scroll target exists before the section's code has loaded. */
  id?: string;
  section: LazySectionModule;
  /** Reserved height while the code loads (a Tailwind min-h class), against layout shift. */
  placeholderClassName: string;
  /** How far outside the viewport loading starts. */
  rootMargin?: string;
}

/**
 * A below-the-fold section: its code loads when it comes within `rootMargin` of the viewport, or
 * when something scrolls to a section (lib/sections.ts). Without IntersectionObserver it loads at once.
 */
export function LazySection({
  id,
  section,
  placeholderClassName,
  rootMargin = '600px 0px',
}: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const revealedByScroll = useSyncExternalStore(
    subscribeToReveal,
    allSectionsRevealed,
    () => false,
  );
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const show = near || revealedByScroll;

  useEffect(() => registerSectionLoader(section.load), [section]);

  useEffect(() => {
    if (show) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show, rootMargin]);

  const placeholder = <div className={placeholderClassName} aria-hidden="true" />;
  const Section = section.Component;
  return (
    <div ref={ref} id={id} className="scroll-mt-20">
      {show ? (
        <SectionErrorBoundary>
          <Suspense fallback={placeholder}>
            <Section />
          </Suspense>
        </SectionErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** A section that fails (its code did not load) is left out; the rest of the page stays. */
class SectionErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A landing-page section failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
