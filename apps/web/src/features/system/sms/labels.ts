import type { TFunction } from 'i18next';
import {
  NOTIFY_CHANNELS,
  NOTIFY_LOG_PURPOSES,
  NOTIFY_PROVIDERS,
  SMS_STATUSES,
  type NotifyLogPurpose,
  type NotifyProviderKind,
} from '@zcps/contracts';

const known = <T extends string>(values: readonly T[], v: string | null): v is T =>
  v !== null && (values as readonly string[]).includes(v);

/** The names of channels, purposes, statuses and providers; an unknown code shows as it is. */
export const channelLabel = (t: TFunction, v: string) =>
  known(NOTIFY_CHANNELS, v) ? t(`sms.channel_${v}`) : v;
export const purposeLabel = (t: TFunction, v: string) =>
  known<NotifyLogPurpose>(NOTIFY_LOG_PURPOSES, v) ? t(`sms.purpose_${v}`) : v;
export const statusLabel = (t: TFunction, v: string) => (known(SMS_STATUSES, v) ? t(`sms.status_${v}`) : v);
export const providerLabel = (t: TFunction, v: string | null) =>
  known<NotifyProviderKind>(NOTIFY_PROVIDERS, v) ? t(`sms.provider_${v}`) : t('sms.provider_none');
