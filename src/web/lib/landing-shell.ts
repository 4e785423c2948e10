/*
 * The server paints the landing page's top bar and hero before any script runs (server
 * features/site-content/landing-shell.ts), as a sibling just before #root. It stays until the
 * landing page has rendered the same thing, and the loading skeleton under it is hidden meanwhile
 * (styles.css), so the first paint is never replaced by a skeleton. On any other route it goes at
 * once. A tap on one of its buttons in the meantime is recorded by public/boot.js.
 */

const selector = '[data-landing-shell]';
const actionAttribute = 'data-shell-action';

export type ShellAction = 'primary' | 'secondary' | 'menu';

export function isLandingHash(hash: string): boolean {
  const route = hash.replace(/^#/, '').split('?')[0] || '/';
  return route === '/' || route === '/home';
}

export function removeLandingShell(): void {
  document.querySelector(selector)?.remove();
}

/** True once if the visitor tapped this button of the first paint before the page took over. */
export function takeShellAction(action: ShellAction): boolean {
  const root = document.documentElement;
  if (root.getAttribute(actionAttribute) !== action) return false;
  root.removeAttribute(actionAttribute);
  return true;
}
