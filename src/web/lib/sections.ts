/**
 * Landing-page sections below the fold load their code when they come near the viewport
 * (components/layout/lazy-section.tsx). Scrolling to a section first loads every section, so the
 * target does not move while the ones above it appear.
 */

type Loader = () => Promise<unknown>;

const loaders = new Set<Loader>();
const listeners = new Set<() => void>();
let revealed = false;

export function registerSectionLoader(load: Loader): () => void {
  loaders.add(load);
  return () => loaders.delete(load);
}

export function allSectionsRevealed(): boolean {
  return revealed;
}

export function subscribeToReveal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows every lazy section and resolves once their code has loaded. */
export function revealAllSections(): Promise<void> {
  if (!revealed) {
    revealed = true;
    for (const listener of listeners) listener();
  }
  return Promise.all([...loaders].map((load) => load().catch(() => undefined))).then(() => {});
}

/** For tests and for leaving the landing page. */
export function resetSections(): void {
  revealed = false;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 16);
  });
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls to a landing-page section by id ('order', 'pricing', ...), loading the sections first. */
export async function scrollToSection(id: string): Promise<void> {
  await revealAllSections();
  // Let React commit the sections that just loaded.
  await nextFrame();
  await nextFrame();
  const target = document.getElementById(id);
  if (!target?.scrollIntoView) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  followTarget(target);
}

/** How long a scroll keeps its target in view while the sections above it receive their data. */
export const followTargetMs = 2000;

/**
 * Sections above the target may still grow as their data arrives, moving it down the page: for a
 * moment, each time the target moves, scroll to it again.
 */
function followTarget(target: HTMLElement): void {
  if (typeof requestAnimationFrame !== 'function') return;
  const started = Date.now();
  const position = () => target.getBoundingClientRect().top + window.scrollY;
  let last = position();
  const follow = () => {
    const now = position();
    if (Math.abs(now - last) > 1) {
      last = now;
      target.scrollIntoView({ behavior: 'auto', block: 'start' });
    }
    if (Date.now() - started < followTargetMs) requestAnimationFrame(follow);
  };
  requestAnimationFrame(follow);
}
