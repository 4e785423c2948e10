import { readFlag, removeFlag, writeFlag } from './session-flags';

/**
 * The progressive web app's start-up (SPEC.md sections 1 and 4): the service worker registered at
 * /sw.js on load (a failure is only logged), and the notification permission asked once on first
 * run, 3 s after start, only while it is still 'default'.
 */

/** Local flags of SPEC.md section 3: first-run initialisation done; force a notification check. */
export const firstRunKey = 'pwaFirstRunDone';
export const forceNotificationCheckKey = 'forceNotificationCheck';
export const notificationPromptDelayMs = 3000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Returns a cancel function (tests). */
export function scheduleNotificationPrompt(delayMs = notificationPromptDelayMs): () => void {
  const firstRun = readFlag('local', firstRunKey) !== 'true';
  const forced = readFlag('local', forceNotificationCheckKey) === 'true';
  if (!firstRun && !forced) return () => {};
  const timer = setTimeout(() => {
    writeFlag('local', firstRunKey, 'true');
    removeFlag('local', forceNotificationCheckKey);
    if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
    Notification.requestPermission().catch(() => undefined);
  }, delayMs);
  return () => clearTimeout(timer);
}

export function startPwa(): void {
  registerServiceWorker();
  scheduleNotificationPrompt();
}
