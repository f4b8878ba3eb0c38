import { ResponseCode, parseStrength, passwordProblem } from '@zcps/contracts';
import { ServiceError } from '../../platform/http/errors.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { UserRow } from '../system/user/user.repo.js';
import type { AccountRepo } from './account.repo.js';
import { hashPassword } from './password-login.js';

/**
 * Length 6–20 and the strength of `sys.account.passwordStrength` (0 any, 1 letters and digits, 2 letters,
 * digits and symbols) for every password a person sets: registration, reset by code, profile and forced
 * change, admin create and reset. Also decides whether `sys.account.initPasswordModify` asks for a change.
 */
export class PasswordPolicy {
  constructor(
    private readonly config: ConfigService,
    private readonly accounts: AccountRepo,
  ) {}

  async check(tenantId: string, password: string): Promise<void> {
    const strength = parseStrength(await this.config.get(tenantId, 'sys.account.passwordStrength'));
    const problem = passwordProblem(password, strength);
    if (problem) throw new ServiceError(`password.${problem}`, [], ResponseCode.BAD_REQUEST);
  }

  /** Checks, hashes and stores a password the user chose, remembered as their own. */
  async setOwn(tenantId: string, userId: number, password: string): Promise<void> {
    await this.check(tenantId, password);
    const hash = await hashPassword(password);
    await this.accounts.setPassword(tenantId, userId, hash);
    await this.accounts.markOwnPassword(tenantId, userId, hash);
  }

  /** After a password change stored elsewhere (profile): the stored hash is the user's own choice. */
  async markOwn(tenantId: string, userId: number): Promise<void> {
    const user = await this.accounts.userById(tenantId, userId);
    if (user) await this.accounts.markOwnPassword(tenantId, userId, user.password);
  }

  /** True when the config asks for it and the current password was given by someone else. */
  async changeRequired(user: Pick<UserRow, 'tenantId' | 'userId' | 'password'>): Promise<boolean> {
    if (!(await this.config.getBoolean(user.tenantId, 'sys.account.initPasswordModify', false))) return false;
    return (await this.accounts.ownPasswordHash(user.userId)) !== user.password;
  }
}
