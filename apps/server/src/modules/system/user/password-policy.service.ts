import {
  ResponseCode,
  parsePasswordLength,
  parseStrength,
  passwordProblem,
  type PasswordLength,
} from '@zcps/contracts';
import type { SessionVersions } from '../../../platform/auth/session-versions.js';
import { hashPassword } from '../../../platform/crypto/password-hash.js';
import { RequestValidationError, ServiceError } from '../../../platform/http/errors.js';
import type { ConfigService } from '../config/config.service.js';
import type { UserPasswordRepo } from './user-password.repo.js';
import type { UserRow } from './user.repo.js';

/**
 * The length of `sys.account.passwordMinLength`..`passwordMaxLength` (6–20 unless configured) and the strength
 * of `sys.account.passwordStrength` (0 any, 1 letters and digits, 2 letters, digits and symbols) for every
 * password a person sets: registration, reset by code, profile and forced change, admin create and reset,
 * a new tenant's admin. Also decides whether a change is due first (an admin's password, or
 * `sys.account.initPasswordModify`).
 */
export class PasswordPolicy {
  constructor(
    private readonly config: ConfigService,
    private readonly passwords: UserPasswordRepo,
    /** Whether a change is due is part of getInfo's answer: every password write bumps the user. */
    private readonly versions?: SessionVersions,
  ) {}

  /** The tenant's configured lengths, told to the console so its forms check what the server will. */
  async lengthOf(tenantId: string): Promise<PasswordLength> {
    const [min, max] = await Promise.all([
      this.config.get(tenantId, 'sys.account.passwordMinLength'),
      this.config.get(tenantId, 'sys.account.passwordMaxLength'),
    ]);
    return parsePasswordLength(min, max);
  }

  /** Refuses (400) a password the tenant's policy does not allow; `field` is the request field it came in. */
  async check(tenantId: string, password: string, field = 'password'): Promise<void> {
    const [length, strength] = await Promise.all([
      this.lengthOf(tenantId),
      this.config.get(tenantId, 'sys.account.passwordStrength'),
    ]);
    const problem = passwordProblem(password, parseStrength(strength), length);
    if (problem === 'length')
      throw new RequestValidationError(
        [
          {
            code: 'custom',
            path: [field],
            message: 'validation.length',
            params: { message: 'validation.length', args: { min: length.min, max: length.max } },
          },
        ],
        'body',
      );
    if (problem) throw new ServiceError(`password.${problem}`, {}, ResponseCode.BAD_REQUEST);
  }

  /** Checks, hashes and stores a password the user chose, remembered as their own. */
  async setOwn(tenantId: string, userId: number, password: string): Promise<void> {
    await this.check(tenantId, password);
    const hash = await hashPassword(password);
    await this.passwords.setPassword(tenantId, userId, hash);
    await this.passwords.markOwnPassword(tenantId, userId, hash);
    await this.versions?.userChanged(userId);
  }

  /** After a password change stored elsewhere (profile): the stored hash is the user's own choice. */
  async markOwn(tenantId: string, userId: number): Promise<void> {
    const hash = await this.passwords.currentHash(tenantId, userId);
    if (hash !== undefined) await this.passwords.markOwnPassword(tenantId, userId, hash);
    await this.versions?.userChanged(userId);
  }

  /**
   * True while the current password is one an admin gave (created, imported, reset by an admin), whatever the
   * config says; and, when `sys.account.initPasswordModify` asks for it, whenever the current password is not
   * one the user chose (a seeded account's, a new tenant's admin's).
   */
  async changeRequired(user: Pick<UserRow, 'tenantId' | 'userId' | 'password'>): Promise<boolean> {
    const remembered = await this.passwords.remembered(user.userId);
    const current = remembered?.hash === user.password;
    if (current && remembered?.mustChange) return true;
    if (!(await this.config.getBoolean(user.tenantId, 'sys.account.initPasswordModify', false))) return false;
    return !current;
  }
}
