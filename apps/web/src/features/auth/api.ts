import {
  CAPTCHA_TIMEOUT_MS,
  DEFAULT_CLIENT_ID,
  GrantType,
  type CaptchaVo,
  type LoginVo,
  type Result,
  type TenantListVo,
  type UserInfoVo,
} from '@zcps/contracts';
import { http } from '../../lib/request';

export interface PasswordLoginForm {
  tenantId: string;
  username: string;
  password: string;
  rememberMe: boolean;
  code?: string;
  uuid?: string;
}

/** Login bodies must travel encrypted (the server answers 403 otherwise). */
export function loginByPassword(form: PasswordLoginForm): Promise<Result<LoginVo>> {
  const body = { ...form, clientId: DEFAULT_CLIENT_ID, grantType: GrantType.PASSWORD };
  return http.post<Result<LoginVo>>('/auth/new/login', body, {
    isToken: false,
    isEncrypt: true,
    repeatSubmit: false,
    silent: true,
  });
}

export function logoutSession(): Promise<Result<null>> {
  return http.post<Result<null>>('/auth/logout', undefined, { repeatSubmit: false, silent: true });
}

export function fetchUserInfo(): Promise<Result<UserInfoVo>> {
  return http.get<Result<UserInfoVo>>('/system/user/getInfo');
}

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
