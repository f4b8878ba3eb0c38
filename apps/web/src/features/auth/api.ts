import {
  CAPTCHA_TIMEOUT_MS,
  DEFAULT_CLIENT_ID,
  type CaptchaVo,
  type LoginVo,
  type PasswordLength,
  type Result,
  type TenantListVo,
} from '@zcps/contracts';
import { http } from '../../lib/request';

export function fetchCaptcha(): Promise<Result<CaptchaVo>> {
  return http.get<Result<CaptchaVo>>('/auth/code', {
    isToken: false,
    timeout: CAPTCHA_TIMEOUT_MS,
    silent: true,
  });
}

export function fetchTenantList(): Promise<Result<TenantListVo>> {
  return http.get<Result<TenantListVo>>('/auth/tenant/list', { isToken: false, silent: true });
}

export interface CaptchaAnswer {
  uuid: string;
  x?: number;
  points?: { x: number; y: number }[];
}

/** A right answer earns a single-use ticket; a wrong one rejects (the captcha is then used up). */
export function verifyCaptcha(answer: CaptchaAnswer): Promise<Result<{ ticket: string }>> {
  return http.post<Result<{ ticket: string }>>('/auth/captcha/verify', answer, {
    isToken: false,
    repeatSubmit: false,
    silent: true,
  });
}

/** A solved captcha as the guarded request sends it. */
export interface CaptchaPass {
  uuid: string;
  ticket: string;
}

export interface CodeRequest {
  tenantId?: string;
  channel: 'sms' | 'email';
  purpose: 'login' | 'reset';
  phonenumber?: string;
  email?: string;
  uuid?: string;
  code?: string;
}

export function sendCode(body: CodeRequest): Promise<Result<{ resendAfter: number }>> {
  return http.post<Result<{ resendAfter: number }>>('/auth/code/send', body, {
    isToken: false,
    repeatSubmit: false,
    silent: true,
  });
}

export interface CodeLoginForm {
  tenantId: string;
  grantType: 'sms' | 'email';
  phonenumber?: string;
  smsCode?: string;
  email?: string;
  emailCode?: string;
}

export function loginByCode(form: CodeLoginForm): Promise<Result<LoginVo>> {
  return http.post<Result<LoginVo>>(
    '/auth/new/login',
    { ...form, clientId: DEFAULT_CLIENT_ID },
    { isToken: false, isEncrypt: true, repeatSubmit: false, silent: true },
  );
}

export interface RegisterOptions {
  staffEnabled: boolean;
  companyEnabled: boolean;
  units: { clientId: number; clientName: string }[];
  /** The tenant's configured password lengths. */
  passwordLength: PasswordLength;
}

const publicCall = { isToken: false, silent: true } as const;

export function fetchRegisterOptions(tenantId?: string): Promise<Result<RegisterOptions>> {
  return http.get<Result<RegisterOptions>>('/auth/register/options', {
    ...publicCall,
    params: tenantId ? { tenantId } : undefined,
  });
}

export function fetchCompanyTypes(): Promise<Result<{ dictLabel: string; dictValue: string }[]>> {
  return http.get<Result<{ dictLabel: string; dictValue: string }[]>>(
    '/auth/company/register/type/entrustedUnit',
    publicCall,
  );
}

export function uploadLicence(file: File): Promise<Result<{ ossId: number; originalName: string }>> {
  const data = new FormData();
  data.append('file', file);
  return http.post<Result<{ ossId: number; originalName: string }>>('/auth/register/licence', data, {
    ...publicCall,
    repeatSubmit: false,
  });
}

/** Staff or company registration; the body travels encrypted. */
export function register(body: Record<string, unknown>): Promise<Result<null>> {
  return http.post<Result<null>>('/auth/register', body, {
    ...publicCall,
    isEncrypt: true,
    repeatSubmit: false,
  });
}

export interface PasswordResetForm {
  tenantId?: string;
  channel: 'sms' | 'email';
  phonenumber?: string;
  email?: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(body: PasswordResetForm): Promise<Result<null>> {
  return http.post<Result<null>>('/auth/password/reset', body, {
    ...publicCall,
    isEncrypt: true,
    repeatSubmit: false,
  });
}
