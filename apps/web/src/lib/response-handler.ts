import axios, { type AxiosError, type AxiosResponse } from 'axios';
import { ResponseCode } from '@zcps/contracts';
import { i18n } from '../i18n';
import { feedback } from './feedback';
import { RequestError } from './request-error';
import { expireSession } from './session';

const TRANSPORT_TOAST_SECONDS = 5;
const CODE_TABLE = ['401', '403', '404', '901'] as const;

interface EnvelopeLike {
  code?: number | string;
  msg?: string;
  success?: boolean;
}

/** The code table wins over the server's msg (RuoYi behaviour), then msg, then a generic text. */
export function resolveMessage(code: number, msg: string | undefined): string {
  const key = CODE_TABLE.find((c) => c === String(code));
  if (key) return i18n.t(`errorCode.${key}`);
  return msg || i18n.t('errorCode.default');
}

function isBinary(response: AxiosResponse): boolean {
  const type = response.config.responseType;
  return type === 'blob' || type === 'arraybuffer';
}

export function handleResponse(response: AxiosResponse): AxiosResponse | unknown {
  if (isBinary(response)) return response;
  const body = response.data as EnvelopeLike | string | null;
  if (body === null || typeof body !== 'object') return body;
  const code = body.code === undefined ? ResponseCode.SUCCESS : Number(body.code);
  const silent = response.config.silent === true;
  if (code === ResponseCode.SUCCESS && body.success !== false) return body;

  const msg = resolveMessage(code, body.msg);
  const { message, notification } = feedback();
  if (code === ResponseCode.UNAUTHORIZED) {
    expireSession();
    throw new RequestError(i18n.t('request.invalidSession'), { code, notified: true });
  }
  // Demo mode (901) refuses a write the user asked for: a warning, like 601, not an error or a sign-out.
  if (code === ResponseCode.WARN || code === ResponseCode.DEMO_MODE) {
    if (!silent) message.warning(msg);
  } else if (code === ResponseCode.ERROR || body.success === false) {
    if (!silent) message.error(msg);
  } else if (!silent) {
    notification.error({ title: msg });
  }
  throw new RequestError(msg, { code, notified: !silent });
}

function transportMessage(error: AxiosError): string {
  const text = error.message ?? '';
  if (text === 'Network Error') return i18n.t('request.networkError');
  if (text.includes('timeout')) return i18n.t('request.timeout');
  if (text.includes('Request failed with status code')) {
    return i18n.t('request.statusError', { status: error.response?.status ?? text.slice(-3) });
  }
  return text || i18n.t('request.error');
}

export function handleTransportError(error: unknown): Promise<never> {
  if (error instanceof RequestError || axios.isCancel(error)) return Promise.reject(error);
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  const text = transportMessage(error);
  const silent = error.config?.silent === true;
  if (!silent) feedback().message.error({ content: text, duration: TRANSPORT_TOAST_SECONDS });
  return Promise.reject(new RequestError(text, { status: error.response?.status, notified: !silent }));
}
