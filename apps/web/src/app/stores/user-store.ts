import { create } from 'zustand';
import { DEFAULT_ROLE, type UserVo } from '@zcps/contracts';
import {
  fetchUserInfo,
  loginByPassword,
  logoutSession,
  type PasswordLoginForm,
} from '../../features/auth/api';
import { getToken, removeToken, setToken } from '../../lib/auth-token';
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
  login: (form: PasswordLoginForm) => Promise<void>;
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
};

export const useUserStore = create<UserState>()((set) => ({
  token: getToken(),
  ...emptySession,

  login: async (form) => {
    const { data } = await loginByPassword(form);
    setToken(data.access_token);
    set({ token: data.access_token, roles: [], permissions: [] });
  },

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

  clear: () => {
    removeToken();
    set({ token: null, ...emptySession });
    usePermissionStore.getState().reset();
  },
}));
