import type { TFunction } from 'i18next';
import { OAUTH_GRANT_TYPES, type OAuthGrantType } from '@zcps/contracts';

const isGrant = (value: string): value is OAuthGrantType =>
  (OAUTH_GRANT_TYPES as readonly string[]).includes(value);

/** A grant type's name in the console language; an unknown value shows as sent. */
export function grantLabel(t: TFunction, value: string): string {
  return isGrant(value) ? t(`oauthAdmin.grant_${value}`) : value;
}
