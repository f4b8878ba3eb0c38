import { CodePurpose, type PasswordResetBody } from '@zcps/contracts';
import type { SessionService } from '../../platform/auth/session.service.js';
import { VerifyCodes } from './code-login.service.js';
import type { TenantCheck } from './login-grant.js';
import type { PasswordLogin } from './password-login.js';
import type { PasswordPolicy } from '../system/user/password-policy.service.js';

/**
 * /forgetPassword: a code sent for `reset` to the account's mobile or email sets a new password (policy
 * checked first, so a refused password does not use up the code), clears the lockout and ends every session.
 */
export class PasswordResetService {
  constructor(
    private readonly codes: VerifyCodes,
    private readonly policy: PasswordPolicy,
    private readonly passwords: PasswordLogin,
    private readonly sessions: SessionService,
    private readonly tenantOpen: TenantCheck,
  ) {}

  async reset(body: PasswordResetBody): Promise<void> {
    const target = VerifyCodes.targetOf(body);
    await this.tenantOpen(target.tenantId);
    await this.policy.check(target.tenantId, body.password);
    const userId = await this.codes.check(CodePurpose.RESET, target, body.smsCode);
    const user = await this.codes.user(target.tenantId, userId);
    await this.policy.setOwn(target.tenantId, userId, body.password);
    await this.passwords.clearFailures(target.tenantId, user.userName);
    await this.sessions.endAllOf(userId);
  }
}
