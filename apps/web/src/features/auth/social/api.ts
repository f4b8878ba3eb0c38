import {
  DEFAULT_CLIENT_ID,
  GrantType,
  type LoginVo,
  type Result,
  type SocialBindingVo,
  type SocialSourceVo,
} from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { setToken } from '../../../lib/auth-token';
import { http } from '../../../lib/request';

/** What the provider sent back to /social-callback. */
export interface SocialCallback {
  source: string;
  socialCode: string;
  socialState: string;
  iss?: string;
}

export const fetchSocialSources = () =>
  http.get<Result<SocialSourceVo[]>>('/auth/social/sources', { isToken: false, silent: true });

/** The provider's authorization URL; with a token (personal centre) it starts a binding. */
export const startSocial = (source: string, tenantId: string, signedIn = false) =>
  http.get<Result<string>>(`/auth/binding/${encodeURIComponent(source)}`, {
    params: { tenantId, domain: window.location.host },
    isToken: signedIn,
    silent: true,
  });

export async function socialSignIn(callback: SocialCallback, tenantId: string): Promise<void> {
  const { data } = await http.post<Result<LoginVo>>(
    '/auth/social/callback',
    { ...callback, tenantId, clientId: DEFAULT_CLIENT_ID, grantType: GrantType.SOCIAL },
    { isToken: false, repeatSubmit: false, silent: true },
  );
  setToken(data.access_token);
  useUserStore.setState({ token: data.access_token, roles: [], permissions: [] });
}

export const socialBind = (callback: SocialCallback) =>
  http.post<Result<null>>('/auth/social/bind', callback, { repeatSubmit: false, silent: true });

export const fetchBindings = () => http.get<Result<SocialBindingVo[]>>('/system/social/list');

export const unbindSocial = (id: number) => http.delete<Result<null>>(`/auth/unlock/${id}`);

/** The family's state is Base64 JSON; ours also names the source and the tenant it was made for. */
export function readState(state: string): { source?: string; tenantId?: string } {
  try {
    return JSON.parse(atob(state)) as { source?: string; tenantId?: string };
  } catch {
    return {};
  }
}
