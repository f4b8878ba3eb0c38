import { ResponseCode, type MessageArg, type MessageKey } from '@zcps/contracts';
import type { core } from 'zod';

/** A handled outcome: answers HTTP 200 with this business code and the localized message. */
export class ServiceError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly args: MessageArg[] = [],
    readonly code: number = ResponseCode.ERROR,
  ) {
    super(key);
    this.name = 'ServiceError';
  }
}

export const unauthorized = (key: MessageKey = 'auth.unauthorized') =>
  new ServiceError(key, [], ResponseCode.UNAUTHORIZED);
export const forbidden = (key: MessageKey = 'auth.forbidden') =>
  new ServiceError(key, [], ResponseCode.FORBIDDEN);
export const warn = (key: MessageKey, ...args: MessageArg[]) =>
  new ServiceError(key, args, ResponseCode.WARN);

/** Invalid input, kept as zod issues so the message can name the field in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'ZCPS_VALIDATION';
  constructor(
    readonly issues: readonly core.$ZodIssue[],
    readonly part: string,
    /** What was sent, to tell an empty value (required) from a short one. */
    readonly input?: unknown,
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}
