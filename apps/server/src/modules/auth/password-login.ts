import bcrypt from 'bcryptjs';
import type { PasswordLoginBody } from '@zcps/contracts';
import { ServiceError } from '../../platform/http/errors.js';
import type { Store } from '../../platform/store/index.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { UserRepo, UserRow } from '../system/user/user.repo.js';

// Compared against when the user does not exist, so both failures cost the same time.
const DUMMY_HASH = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

/**
 * Checks a user name and password within a tenant, counting failures per tenant + user name: after
 * `sys.user.maxRetryCount` failures the name is locked for `sys.user.lockTime` minutes. The same message
 * answers an unknown user and a wrong password, so names cannot be probed.
 */
export class PasswordLogin {
  constructor(
    private readonly users: UserRepo,
    private readonly config: ConfigService,
    private readonly store: Store,
  ) {}

  static lockKey(tenantId: string, userName: string): string {
    return `pwd_err_cnt:${tenantId}:${userName}`;
  }

  async verify(tenantId: string, body: PasswordLoginBody): Promise<UserRow> {
    const maxRetry = await this.config.getNumber(tenantId, 'sys.user.maxRetryCount', 5);
    const lockMinutes = await this.config.getNumber(tenantId, 'sys.user.lockTime', 10);
    const lockKey = PasswordLogin.lockKey(tenantId, body.username);
    const failures = Number((await this.store.get(lockKey)) ?? 0);
    if (failures >= maxRetry) throw new ServiceError('auth.passwordLocked', [maxRetry, lockMinutes]);

    const user = await this.users.findByUserName(tenantId, body.username);
    const matches = await bcrypt.compare(body.password, user?.password || DUMMY_HASH);
    if (!user || !matches) {
      const count = await this.store.incr(lockKey, lockMinutes * 60);
      if (count >= maxRetry) throw new ServiceError('auth.passwordLocked', [maxRetry, lockMinutes]);
      throw new ServiceError('auth.passwordWrong');
    }
    await this.store.del(lockKey);
    if (user.status !== '0') throw new ServiceError('auth.userDisabled', [user.userName]);
    return user;
  }
}

/** bcrypt in the family's `$2a$10$` form, so hashes move between RuoYi databases and ours. */
export async function hashPassword(plain: string): Promise<string> {
  const hash = await bcrypt.hash(plain, 10);
  return hash.replace(/^\$2b\$/, '$2a$');
}
