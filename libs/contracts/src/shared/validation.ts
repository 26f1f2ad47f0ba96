/**
 * Request helpers every domain's rules use: parsing with readable field errors, ids, coordinates and
 * numbers in a query string.
 */
import { z } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

/** Parses or returns the readable field errors, first one first (what a 400 answer carries). */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldError[] } {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.code === 'invalid_type' && issue.path.length === 0 ? 'Request body must be a JSON object' : issue.message,
  }));
  return { ok: false, errors };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Coordinates keep 7 decimals (about 1 cm). Besides being plenty, this turns values like 5e-324 into 0:
 * Postgres raises "value out of range: underflow" when the distance maths (ll_to_earth, radians) on
 * such a value rounds to zero, which made an insert or a search fail as a 5xx.
 */
export const roundCoordinate = (n: number) => Math.round(n * 1e7) / 1e7 || 0;

/** A coordinate as a number (or numeric text from a form); '' and null mean "none". */
export const coordinate = (label: string, limit: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number between -${limit} and ${limit}` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < -limit || n > limit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return roundCoordinate(n);
    });

export const bothOrNoCoordinates = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null);
export const coordinatesMessage = { error: 'Latitude and longitude must be given together', path: ['latitude'] };

/** Numeric query-string value within bounds; '' means "not given". */
export const queryNumber = (label: string, min: number, max: number, integer = false) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `${integer ? 'A whole number' : 'A number'} from ${min} to ${max}` });
