import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  API_BASE,
  DEFAULT_CLIENT_ID,
  Headers,
  REQUEST_TIMEOUT_MS,
  type Result,
  type RsaPublicKeyVo,
} from '@zcps/contracts';
import { getStoredLanguage, i18n } from '../i18n';
import { getToken } from './auth-token';
import { feedback } from './feedback';
import { serializeParams } from './params';
import { isRepeatSubmit } from './repeat-submit';
import { RequestError } from './request-error';
import { handleResponse, handleTransportError } from './response-handler';

export { RequestError } from './request-error';

export const service = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
  paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
});

let publicKey: Promise<string> | null = null;

/** The server publishes its request-encryption key; fetched once per page load, never bundled. */
export function getPublicKey(): Promise<string> {
  publicKey ??= service
    .get<Result<RsaPublicKeyVo>>('/auth/rsa-public-key', { isToken: false, silent: true })
    .then((response) => {
      const key = (response as unknown as Result<RsaPublicKeyVo>).data?.publicKey;
      if (!key) throw new Error('empty public key');
      return key;
    })
    .catch(() => {
      publicKey = null;
      const text = i18n.t('request.publicKeyFailed');
      feedback().message.error(text);
      throw new RequestError(text, { notified: true });
    });
  return publicKey;
}

export function resetPublicKey(): void {
  publicKey = null;
}

const passThrough = (data: unknown) => data;
const RESPONSE_KEY_HEADER = 'encrypt-public-key';

async function prepareRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const token = getToken();
  if (config.isToken !== false && token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set(Headers.CLIENT_ID, DEFAULT_CLIENT_ID);
  config.headers.set('Content-Language', getStoredLanguage());
  // The browser must write the multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    config.headers.delete('Content-Type');

  const method = (config.method ?? 'get').toLowerCase();
  const isWrite = method === 'post' || method === 'put';
  if (
    isWrite &&
    config.repeatSubmit !== false &&
    isRepeatSubmit(sessionStorage, config.url ?? '', config.data)
  ) {
    const text = i18n.t('request.repeatSubmit');
    feedback().message.warning(text);
    throw new RequestError(text, { notified: true });
  }
  if (config.encryptResponse) {
    const { pageKeyPair } = await import('./response-crypto');
    config.headers.set(RESPONSE_KEY_HEADER, pageKeyPair().modulus);
  }
  if (isWrite && config.isEncrypt) {
    // The cipher loads with the first encrypted write (sign-in, registration, a password change), beside the
    // server's key: the login page's first download leaves it out, and the submit waits no longer.
    const [key, { encryptBody }] = await Promise.all([getPublicKey(), import('./crypto')]);
    try {
      const { body, encryptKey } = encryptBody(config.data, key);
      config.data = body;
      config.headers.set(Headers.ENCRYPT_KEY, encryptKey);
      // axios would JSON-quote a non-JSON string; the ciphertext goes out raw.
      config.transformRequest = [passThrough];
    } catch {
      resetPublicKey();
      throw new RequestError(i18n.t('request.encryptFailed'));
    }
  }
  return config;
}

/** The server's header carries the answer's AES key wrapped with this page's key (encryptResponse). */
async function decryptResponse(response: AxiosResponse): Promise<AxiosResponse> {
  const wrapped = response.headers[Headers.ENCRYPT_KEY] as unknown;
  if (response.config.encryptResponse && typeof wrapped === 'string' && typeof response.data === 'string') {
    const { decryptResponseBody } = await import('./response-crypto');
    response.data = JSON.parse(decryptResponseBody(wrapped, response.data));
  }
  return handleResponse(response) as AxiosResponse;
}

service.interceptors.request.use(prepareRequest);
service.interceptors.response.use(decryptResponse, handleTransportError);

/**
 * Typed calls. `T` is the whole answer body (the envelope), since a 200 resolves with it;
 * `download` resolves with the raw response so callers can read `download-filename`.
 */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig) => service.get(url, config) as unknown as Promise<T>,
  delete: <T>(url: string, config?: AxiosRequestConfig) =>
    service.delete(url, config) as unknown as Promise<T>,
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    service.post(url, data, config) as unknown as Promise<T>,
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    service.put(url, data, config) as unknown as Promise<T>,
  download: (url: string, config?: AxiosRequestConfig) =>
    service.request<Blob>({ url, method: 'get', responseType: 'blob', ...config }),
};
