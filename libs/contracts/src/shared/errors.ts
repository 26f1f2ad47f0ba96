/**
 * The one error contract. Services throw DomainError with a code; the gateway maps the code to an
 * HTTP status in exactly one place (HTTP_STATUS_BY_ERROR_CODE).
 */
import type { FieldError } from './validation';

export const ERROR_CODES = ['validation', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'rate_limited', 'unavailable'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_BY_ERROR_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

/** What crosses NATS when a handler fails: plain data, so any replica or language can read it. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
  static isBody(value: unknown): value is ErrorBody {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ErrorBody).message === 'string' &&
      (ERROR_CODES as readonly string[]).includes((value as ErrorBody).code)
    );
  }
}

export const invalid = (message: string, errors?: FieldError[]) => new DomainError('validation', message, errors);
export const unauthorized = (message = 'Unauthorized') => new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);

const roleLabel = (role: string) => role.replace(/_/g, ' ');

/**
 * The admin denial texts (docs/product.md#roles-and-permissions), said the same by the gateway, every service and
 * the admin portal.
 */
export const ADMIN_DENIAL = {
  notAdmin:
    "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.",
  insufficientRole: (required: string, current: string) =>
    `Insufficient Permissions: This page requires ${roleLabel(required)} privileges. Your current role is ${roleLabel(current)}.`,
} as const;
