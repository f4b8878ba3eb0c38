import {
  DEFAULT_CLIENT_ID,
  GrantType,
  type LoginVo,
  type Result,
  type RouterVo,
  type UserInfoVo,
} from '@zcps/contracts';
import { http } from '../lib/request';

/** The calls the session stores make: sign in and out, who the user is, and their menu. */
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

/** The server filters by the user's roles and localizes titles by Content-Language. */
export function fetchRouters(): Promise<Result<RouterVo[]>> {
  return http.get<Result<RouterVo[]>>('/system/menu/getRouters');
}
