import type { AvatarVo, ProfileUpdateBody, ProfileVo, Result, UpdatePasswordBody } from '@zcps/contracts';
import { http } from '../../../../lib/request';

const BASE = '/system/user/profile';

export const fetchProfile = () => http.get<Result<ProfileVo>>(BASE);

export const updateProfile = (body: ProfileUpdateBody) => http.put<Result<null>>(BASE, body);

/** Encrypted like a login: the passwords never travel in the clear body. */
export const updatePassword = (body: UpdatePasswordBody) =>
  http.put<Result<null>>(`${BASE}/updatePwd`, body, { isEncrypt: true });

export function uploadAvatar(blob: Blob, fileName: string) {
  const form = new FormData();
  form.append('avatarfile', blob, fileName);
  return http.post<Result<AvatarVo>>(`${BASE}/avatar`, form, { repeatSubmit: false });
}
