import { create } from 'zustand';
import {
  DEFAULT_PASSWORD_LENGTH,
  DEFAULT_ROLE,
  type LoginVo,
  type PasswordLength,
  type Result,
  type UserVo,
} from '@zcps/contracts';
import { fetchUserInfo, loginByPassword, logoutSession, type PasswordLoginForm } from './session-api';
import { getToken, removeToken, setToken } from '../lib/auth-token';
import { usePermissionStore } from './permission-store';

interface UserState {
  token: string | null;
  userId: number | string | null;
  tenantId: string | null;
  userName: string;
  nickName: string;
  avatar: string | null;
  roles: string[];
  permissions: string[];
  user: UserVo | null;
  /** The password was given by someone else and must be changed before anything else (getInfo). */
  passwordChangeRequired: boolean;
  /** The tenant's configured password lengths (getInfo): what the password forms check. */
  passwordLength: PasswordLength;
  passwordChanged: () => void;
  login: (form: PasswordLoginForm) => Promise<void>;
  /** Any grant type: the request that answers the token (SMS or email code, …). */
  loginWith: (request: () => Promise<Result<LoginVo>>) => Promise<void>;
  getInfo: () => Promise<void>;
  logout: () => Promise<void>;
  /** Forget the session locally without calling the server. */
  clear: () => void;
}

const emptySession = {
  userId: null,
  tenantId: null,
  userName: '',
  nickName: '',
  avatar: null,
  roles: [],
  permissions: [],
  user: null,
  passwordChangeRequired: false,
  passwordLength: { ...DEFAULT_PASSWORD_LENGTH },
};

export const useUserStore = create<UserState>()((set) => {
  const signIn = async (request: () => Promise<Result<LoginVo>>) => {
    const { data } = await request();
    setToken(data.access_token);
    set({ token: data.access_token, roles: [], permissions: [] });
  };
  return {
    token: getToken(),
    ...emptySession,

    login: async (form) => signIn(() => loginByPassword(form)),
    loginWith: async (request) => signIn(request),

    getInfo: async () => {
      const { data } = await fetchUserInfo();
      const { user, roles, permissions } = data;
      set({
        userId: user.userId,
        tenantId: user.tenantId,
        userName: user.userName,
        nickName: user.nickName,
        avatar: user.avatar || null,
        roles: roles.length > 0 ? roles : [DEFAULT_ROLE],
        permissions,
        user,
        passwordChangeRequired: data.passwordChangeRequired === true,
        passwordLength: data.passwordLength ?? { ...DEFAULT_PASSWORD_LENGTH },
      });
    },

    logout: async () => {
      try {
        if (getToken()) await logoutSession();
      } catch {
        // The local session ends whether or not the server heard about it.
      } finally {
        removeToken();
        set({ token: null, ...emptySession });
        usePermissionStore.getState().reset();
      }
    },

    passwordChanged: () => set({ passwordChangeRequired: false }),

    clear: () => {
      removeToken();
      set({ token: null, ...emptySession });
      usePermissionStore.getState().reset();
    },
  };
});
