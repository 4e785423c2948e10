/**
 * How every free-trial button says it is closed on a sport event day (issue 5; the rule is
 * `isTrialBlockedToday` in @shared/rules/free-trial, the dates come from the public site settings).
 */
export const trialBlockedLabel = 'Free Trial Unavailable Today';
export const trialBlockedReason =
  'Free trials are not available today because of a major sport event.';
