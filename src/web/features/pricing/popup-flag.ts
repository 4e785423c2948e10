import { readFlag } from '@/lib/session-flags';

/** Session flag of SPEC.md section 4: the special popup shows once per browser session. */
export const popupShownKey = 'popupShownThisSession';

export function popupShownThisSession(): boolean {
  return readFlag('session', popupShownKey) !== null;
}
