import { passwordLoginSchema, type PasswordLoginBody } from '@zcps/contracts';
import { passwordLockKey } from '../../platform/auth/password-lock.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../platform/crypto/password-hash.js';
import { ServiceError } from '../../platform/http/errors.js';
import type { Store } from '../../platform/store/index.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { UserRepo, UserRow } from '../system/user/user.repo.js';
import { parseGrantBody, rawField, type LoginGrant } from './login-grant.js';

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

  private async limits(tenantId: string): Promise<[number, number]> {
    return Promise.all([
      this.config.getNumber(tenantId, 'sys.user.maxRetryCount', 5),
      this.config.getNumber(tenantId, 'sys.user.lockTime', 10),
    ]);
  }

  /** Refuses a locked name (code logins share the lock with passwords). */
  async assertUnlocked(tenantId: string, userName: string): Promise<void> {
    const [maxRetry, lockMinutes] = await this.limits(tenantId);
    const failures = Number((await this.store.get(passwordLockKey(tenantId, userName))) ?? 0);
    if (failures >= maxRetry)
      throw new ServiceError('auth.passwordLocked', { count: maxRetry, minutes: lockMinutes });
  }

  /** Counts a failure; throws the lock message once the count reaches the limit. */
  async countFailure(tenantId: string, userName: string): Promise<void> {
    const [maxRetry, lockMinutes] = await this.limits(tenantId);
    const count = await this.store.incr(passwordLockKey(tenantId, userName), lockMinutes * 60);
    if (count >= maxRetry)
      throw new ServiceError('auth.passwordLocked', { count: maxRetry, minutes: lockMinutes });
  }

  async clearFailures(tenantId: string, userName: string): Promise<void> {
    await this.store.del(passwordLockKey(tenantId, userName));
  }

  async verify(tenantId: string, body: PasswordLoginBody): Promise<UserRow> {
    await this.assertUnlocked(tenantId, body.username);
    const user = await this.users.findByUserName(tenantId, body.username);
    const matches = await verifyPassword(body.password, user?.password || DUMMY_PASSWORD_HASH);
    if (!user || !matches) {
      await this.countFailure(tenantId, body.username);
      throw new ServiceError('auth.passwordWrong');
    }
    await this.clearFailures(tenantId, body.username);
    if (user.status !== '0') throw new ServiceError('auth.userDisabled', { username: user.userName });
    return user;
  }
}

/** Something that must have been solved before a password is checked (the login captcha). */
export interface CaptchaCheck {
  consume(uuid: string | undefined, code: string | undefined): Promise<void>;
}

/** Grant type `password`: user name and password, after the captcha when it is on. */
export class PasswordGrant implements LoginGrant {
  constructor(
    private readonly passwords: PasswordLogin,
    private readonly captcha: CaptchaCheck,
  ) {}

  subject(raw: Record<string, unknown>): string {
    return rawField(raw, 'username');
  }

  async verify(tenantId: string, raw: Record<string, unknown>): Promise<UserRow> {
    const body = parseGrantBody(passwordLoginSchema, raw);
    await this.captcha.consume(body.uuid, body.code);
    return this.passwords.verify(tenantId, body);
  }
}
