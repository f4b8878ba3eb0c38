import { ResponseCode, type Language, type Result, type TableData } from '@zcps/contracts';
import { formatMessage } from '../i18n/format.js';

export function ok<T>(lang: Language, data: T, msg?: string): Result<T> {
  return { code: ResponseCode.SUCCESS, msg: msg ?? formatMessage(lang, 'ok'), data };
}

export function okMsg(msg: string): Result<null> {
  return { code: ResponseCode.SUCCESS, msg, data: null };
}

export function table<T>(lang: Language, rows: T[], total: number): TableData<T> {
  return { code: ResponseCode.SUCCESS, msg: formatMessage(lang, 'query.ok'), total, rows };
}
