import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the bearer token (default true). */
    isToken?: boolean;
    /** Encrypt a POST/PUT body with the AES + RSA scheme (default false). */
    isEncrypt?: boolean;
    /** Apply the repeat-submit guard to a POST/PUT (default true). */
    repeatSubmit?: boolean;
    /** Reject without a toast; the caller shows the error itself (default false). */
    silent?: boolean;
    /** Ask for an encrypted answer (routes with encryptResponse): a per-page key is sent, the body decrypted. */
    encryptResponse?: boolean;
  }
}

export interface RequestErrorInit {
  code?: number;
  status?: number;
  /** True when the user has already been told (toast, redirect), so callers need not repeat it. */
  notified?: boolean;
}

export class RequestError extends Error {
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly notified: boolean;

  constructor(message: string, init: RequestErrorInit = {}) {
    super(message);
    this.name = 'RequestError';
    this.code = init.code;
    this.status = init.status;
    this.notified = init.notified ?? false;
  }
}
