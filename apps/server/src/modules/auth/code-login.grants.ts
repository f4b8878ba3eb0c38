import {
  CodeChannel,
  CodePurpose,
  emailLoginSchema,
  smsLoginSchema,
  type CodeChannelKind,
} from '@zcps/contracts';
import { ServiceError } from '../../platform/http/errors.js';
import type { UserRow } from '../system/user/user.repo.js';
import type { AccountRepo } from './account.repo.js';
import type { VerifyCodes } from './code-login.service.js';
import { parseGrantBody, rawField, type LoginGrant } from './login-grant.js';
import type { PasswordLogin } from './password-login.js';

/**
 * Grant types `sms` (phonenumber, smsCode) and `email` (email, emailCode): the code sent for login. Wrong codes
 * count towards the account's lockout, as wrong passwords do, and a locked account cannot use a code either.
 */
export class CodeGrant implements LoginGrant {
  constructor(
    private readonly channel: CodeChannelKind,
    private readonly codes: VerifyCodes,
    private readonly accounts: AccountRepo,
    private readonly passwords: PasswordLogin,
  ) {}

  private get field(): 'phonenumber' | 'email' {
    return this.channel === CodeChannel.SMS ? 'phonenumber' : 'email';
  }

  subject(raw: Record<string, unknown>): string {
    return rawField(raw, this.field);
  }

  async verify(tenantId: string, raw: Record<string, unknown>): Promise<UserRow> {
    const body =
      this.channel === CodeChannel.SMS
        ? (() => {
            const b = parseGrantBody(smsLoginSchema, raw);
            return { target: b.phonenumber, code: b.smsCode };
          })()
        : (() => {
            const b = parseGrantBody(emailLoginSchema, raw);
            return { target: b.email, code: b.emailCode };
          })();
    const [owner] = await this.accounts.usersBy(tenantId, this.field, body.target);
    if (owner) await this.passwords.assertUnlocked(tenantId, owner.userName);
    let userId: number;
    try {
      userId = await this.codes.check(
        CodePurpose.LOGIN,
        { tenantId, channel: this.channel, target: body.target },
        body.code,
      );
    } catch (error) {
      if (owner && error instanceof ServiceError && error.key === 'code.wrong')
        await this.passwords.countFailure(tenantId, owner.userName);
      throw error;
    }
    const user = await this.codes.user(tenantId, userId);
    await this.passwords.clearFailures(tenantId, user.userName);
    return user;
  }
}
