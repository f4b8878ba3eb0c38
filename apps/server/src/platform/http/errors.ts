import { ResponseCode } from '@zcps/contracts';
import type { core } from 'zod';
import type { Message, ParamsOf, PlainKey } from '../i18n/format.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * A handled outcome: answers HTTP 200 with this business code and the localized message. The key's named
 * parameters are checked where it is thrown: `new ServiceError('user.notFound', { id })`.
 */
export class ServiceError<K extends MessageKey = MessageKey> extends Error implements Message {
  readonly params: Message['params'];
  readonly code: number;
  constructor(key: K, ...args: [...ParamsOf<K>, code?: number]);
  constructor(
    readonly key: K,
    params?: Message['params'],
    code: number = ResponseCode.ERROR,
  ) {
    super(key);
    this.name = 'ServiceError';
    this.params = params;
    this.code = code;
  }

  /** An outcome whose message was built earlier, with `message()`. */
  static of(text: Message, code: number = ResponseCode.ERROR): ServiceError {
    return new (
      ServiceError as new (key: MessageKey, params?: Message['params'], code?: number) => ServiceError
    )(text.key, text.params, code);
  }
}

export const unauthorized = (key: PlainKey = 'auth.unauthorized') =>
  new ServiceError(key, {}, ResponseCode.UNAUTHORIZED);
export function forbidden(): ServiceError;
export function forbidden<K extends MessageKey>(key: K, ...params: ParamsOf<K>): ServiceError;
export function forbidden(key: MessageKey = 'auth.forbidden', params?: Message['params']): ServiceError {
  return ServiceError.of({ key, params }, ResponseCode.FORBIDDEN);
}
export const warn = <K extends MessageKey>(key: K, ...[params]: ParamsOf<K>) =>
  ServiceError.of({ key, params }, ResponseCode.WARN);

/**
 * A delete names what it removes: when any requested id is not among those found (not there, another tenant's,
 * outside the caller's data scope), the whole request is refused before anything is deleted, naming the ids.
 */
export function refuseMissing(
  requested: readonly (number | string)[],
  found: Iterable<number | string>,
): void {
  const seen = new Set([...found].map(String));
  const missing = [...new Set(requested.map(String))].filter((id) => !seen.has(id));
  if (missing.length)
    throw new ServiceError('common.deleteRefused', {
      ids: { zh_CN: missing.join('、'), en_US: missing.join(', ') },
    });
}

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
