/** Free-trial rules of issue 5: 24 hours, not on sport event days, one per number and email in 90 days. */
import { johannesburgDateKey } from './johannesburg-time';

export const freeTrialHours = 24;
export const freeTrialRepeatWindowDays = 90;

/** Is today (in Johannesburg) one of the sport event days on which no trials are given? */
export function isTrialBlockedToday(now: Date, blockedDates: readonly string[]): boolean {
  return blockedDates.includes(johannesburgDateKey(now));
}

export const trialUnavailableMessage =
  'Free trials are not available today because of a major sport event. Please try again tomorrow, or choose a package.';

export const trialAlreadyUsedMessage =
  'You have already had a free trial in the last 90 days. We have passed your request to our team, who will contact you about a package.';
