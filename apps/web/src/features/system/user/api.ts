import type {
  ImportReport,
  ResetPasswordBody,
  Result,
  UserAuthRoleVo,
  UserCreateBody,
  UserFormVo,
  UserStatusBody,
  UserUpdateBody,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const USER_BASE = '/system/user';

/** A node of `GET /system/user/deptTree` (built by the dept module). */
export interface DeptNode {
  id: number;
  parentId: number;
  label: string;
  disabled?: boolean;
  children?: DeptNode[];
}

export const userApi = {
  deptTree: () => http.get<Result<DeptNode[]>>(`${USER_BASE}/deptTree`),
  form: (userId?: number) => http.get<Result<UserFormVo>>(`${USER_BASE}/${userId ?? ''}`),
  create: (body: UserCreateBody) => http.post<Result<null>>(USER_BASE, body),
  update: (body: UserUpdateBody) => http.put<Result<null>>(USER_BASE, body),
  remove: (userIds: readonly (string | number)[]) =>
    http.delete<Result<null>>(`${USER_BASE}/${userIds.join(',')}`),
  /** Encrypted like a login: the new password never travels in the clear body. */
  resetPassword: (body: ResetPasswordBody) =>
    http.put<Result<null>>(`${USER_BASE}/resetPwd`, body, { isEncrypt: true }),
  changeStatus: (body: UserStatusBody) => http.put<Result<null>>(`${USER_BASE}/changeStatus`, body),
  authRole: (userId: number) => http.get<Result<UserAuthRoleVo>>(`${USER_BASE}/authRole/${userId}`),
  saveAuthRole: (userId: number, roleIds: number[]) =>
    http.put<Result<null>>(`${USER_BASE}/authRole`, null, {
      params: { userId, roleIds: roleIds.join(',') },
    }),
  importData: (file: File, updateSupport: boolean, onUpload?: (percent: number) => void) =>
    importXlsx(USER_BASE, file, updateSupport, onUpload),
};

/** `POST {base}/importData` with the template's xlsx (users, and every other screen importing rows). */
export function importXlsx(
  base: string,
  file: File,
  updateSupport: boolean,
  onUpload?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return http.post<Result<ImportReport>>(`${base}/importData`, form, {
    params: { updateSupport },
    repeatSubmit: false,
    // The largest import (5,000 rows) can outlast the usual 50 s; its progress is shown meanwhile.
    timeout: 10 * 60_000,
    onUploadProgress: (e) => onUpload?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
}
