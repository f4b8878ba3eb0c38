import type { Language } from '@zcps/contracts';
import type { z } from 'zod';
import type { ClientInfo } from '../../platform/http/client-info.js';
import { RequestValidationError } from '../../platform/http/errors.js';
import type { UserRow } from '../system/user/user.repo.js';

export interface LoginContext {
  lang: Language;
  client: ClientInfo;
}

/** One grant type's credential check (password, sms, email, social, …), registered with the AuthService. */
export interface LoginGrant {
  /** Names a failed attempt in the login log before the user is known (user name, mobile, email). */
  subject(raw: Record<string, unknown>): string;
  /** Checks the credentials and answers the user to sign in; a refusal throws a ServiceError. */
  verify(tenantId: string, raw: Record<string, unknown>, ctx: LoginContext): Promise<UserRow>;
}

/** Refuses a tenant that is unknown, disabled or expired, with the message sign-in uses. */
export type TenantCheck = (tenantId: string) => Promise<void>;

/** Runs after any grant has found the user and before the session opens (e.g. a company awaiting audit). */
export type AccountGate = (user: UserRow) => Promise<void>;

/** The grant's own fields, checked after the shared ones: a bad field answers 400 naming it. */
export function parseGrantBody<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body', raw);
  return parsed.data;
}

/** A string field of the raw body, for log lines written before the body is validated. */
export function rawField(raw: Record<string, unknown>, name: string): string {
  const value = raw[name];
  return typeof value === 'string' ? value.slice(0, 50) : '';
}
