import { orderingErrorCodes } from '@shared/contracts/ordering';
import { isApiRequestError, type ApiRequestError } from '@/lib/api-client';

const trialCodes: readonly string[] = [
  orderingErrorCodes.trialUnavailableToday,
  orderingErrorCodes.trialAlreadyUsed,
];

/** A free trial refused: not today (sport event day), or already had one (409, with the reason). */
export function isTrialRefusal(error: unknown): error is ApiRequestError {
  return isApiRequestError(error) && error.status === 409 && trialCodes.includes(error.code);
}

/**
 * What to tell the visitor about a failed submission: the server's own words for a refusal it
 * explains (bad field, too many tries, in progress), the form's default for anything else
 * (offline, a server fault, an unexpected answer); and the fields the server named.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
): { message: string; fields: Record<string, string> } {
  if (!isApiRequestError(error) || error.kind !== 'http' || error.status >= 500) {
    return { message: fallback, fields: {} };
  }
  const fields = error.fields ?? {};
  return { message: Object.values(fields)[0] ?? error.message, fields };
}
