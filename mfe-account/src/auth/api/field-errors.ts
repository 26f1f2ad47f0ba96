import { ApiError } from '@pawpals/api-client';
import type { FieldError } from '@pawpals/contracts';

/** The `errors: [{field, message}]` list of a 400 answer, if any. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body = JSON.parse(error.bodyText) as { errors?: unknown };
    return Array.isArray(body.errors)
      ? body.errors.filter((e): e is FieldError => !!e && typeof e.field === 'string' && typeof e.message === 'string')
      : [];
  } catch {
    return [];
  }
}
