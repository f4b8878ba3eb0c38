import type { Result } from '@zcps/contracts';
import { http } from '../../lib/request';

/** The password is RSA/AES encrypted like a login (`isEncrypt`). */
export const unlockWithPassword = (password: string) =>
  http.post<Result<null>>(
    '/auth/unlock',
    { password },
    { isEncrypt: true, silent: true, repeatSubmit: false },
  );
