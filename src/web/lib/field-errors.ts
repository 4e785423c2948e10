import { isApiRequestError } from './api-client';

/** The first message per field of a failed zod parse (issues' paths joined with '.'). */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Field errors the server sent with a 400 (ApiRequestError.fields), or an empty map. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiRequestError(error) && error.fields ? { ...error.fields } : {};
}
