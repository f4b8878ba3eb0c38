import crypto from 'node:crypto';
import {
  CODE_RESEND_SECONDS,
  CodeChannel,
  DEFAULT_TENANT_ID,
  type CodeChannelKind,
  type CodePurposeKind,
  type CodeSendBody,
  type CodeSentVo,
} from '@zcps/contracts';
import { ServiceError } from '../../platform/http/errors.js';
import type { Messenger } from '../system/sms/messenger.js';
import type { Store } from '../../platform/store/index.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { UserRow } from '../system/user/user.repo.js';
import type { AccountRepo } from './account.repo.js';
import type { TenantCheck } from './login-grant.js';
import type { CaptchaCheck } from './password-login.js';

const CODE = 'verify_code:';
const RESEND = 'verify_code_resend:';
const DAILY = 'verify_code_day:';
const FAILS = 'verify_code_fail:';
export const CODE_TTL_SECONDS = 300;
/** Wrong guesses a code survives; then it is dropped, so six digits cannot be walked through. */
const MAX_GUESSES = 5;

interface StoredCode {
  code: string;
  /** 0: a stand-in for an address without exactly one enabled account; no code of it is ever right. */
  userId: number;
}

export interface CodeTarget {
  tenantId: string;
  channel: CodeChannelKind;
  /** Mobile number or email address as typed (emails are compared in lower case). */
  target: string;
}

const normalised = (t: CodeTarget) =>
  t.channel === CodeChannel.EMAIL ? t.target.trim().toLowerCase() : t.target.trim();
const keyOf = (t: CodeTarget) => `${t.tenantId}:${t.channel}:${normalised(t)}`;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Six-digit codes by SMS or email for code login and password reset: 5 minutes, single use, one send per
 * 60 s per address and `sys.account.codeDailyLimit` a day. A code is only sent to an address that belongs to
 * exactly one account, but the answers are the same either way (the send, and a wrong code afterwards), so
 * nobody learns which addresses have accounts.
 */
export class VerifyCodes {
  constructor(
    private readonly store: Store,
    private readonly config: ConfigService,
    private readonly accounts: AccountRepo,
    private readonly messenger: Messenger,
    private readonly captcha: CaptchaCheck,
    private readonly tenantOpen: TenantCheck,
  ) {}

  static targetOf(body: {
    tenantId?: string | undefined;
    channel: CodeChannelKind;
    phonenumber?: string;
    email?: string;
  }): CodeTarget {
    const target = body.channel === CodeChannel.SMS ? body.phonenumber : body.email;
    return {
      tenantId: body.tenantId?.trim() || DEFAULT_TENANT_ID,
      channel: body.channel,
      target: target ?? '',
    };
  }

  async send(body: CodeSendBody): Promise<CodeSentVo> {
    const target = VerifyCodes.targetOf(body);
    if (!(await this.messenger.ready(target.tenantId, target.channel, body.purpose)))
      throw new ServiceError(
        target.channel === CodeChannel.SMS ? 'code.smsNotConfigured' : 'code.emailNotConfigured',
      );
    await this.tenantOpen(target.tenantId);
    await this.captcha.consume(body.uuid, body.code);
    const key = keyOf(target);
    if (!(await this.store.setIfAbsent(RESEND + key, '1', CODE_RESEND_SECONDS))) {
      const wait = await this.store.ttl(RESEND + key);
      throw new ServiceError('code.tooSoon', { seconds: wait > 0 ? wait : CODE_RESEND_SECONDS });
    }
    const limit = await this.config.getNumber(target.tenantId, 'sys.account.codeDailyLimit', 10);
    const day = new Date().toISOString().slice(0, 10);
    if ((await this.store.incr(`${DAILY}${day}:${key}`, 86_400)) > limit)
      throw new ServiceError('code.dailyLimit');

    const field = target.channel === CodeChannel.SMS ? 'phonenumber' : 'email';
    const users = await this.accounts.usersBy(target.tenantId, field, normalised(target));
    const owner = users.length === 1 && users[0]!.status === '0' ? users[0]!.userId : 0;
    // An unknown address keeps a stand-in that is never sent, so a guess against it is refused exactly as a
    // wrong guess against a real code is (验证码错误, counted, dropped after five), not as an expired one.
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const stored: StoredCode = { code, userId: owner };
    await this.store.set(`${CODE}${body.purpose}:${key}`, JSON.stringify(stored), CODE_TTL_SECONDS);
    await this.store.del(`${FAILS}${body.purpose}:${key}`);
    if (!owner) return { resendAfter: CODE_RESEND_SECONDS };
    const minutes = String(CODE_TTL_SECONDS / 60);
    try {
      await this.messenger.send({
        tenantId: target.tenantId,
        channel: target.channel,
        purpose: body.purpose,
        to: normalised(target),
        params: { code, minutes },
      });
    } catch {
      await this.store.del(`${CODE}${body.purpose}:${key}`, RESEND + key);
      throw new ServiceError('code.sendFailed');
    }
    return { resendAfter: CODE_RESEND_SECONDS };
  }

  /** Takes a right code (single use) and answers the account it was sent for; wrong guesses are counted. */
  async check(purpose: CodePurposeKind, target: CodeTarget, code: string): Promise<number> {
    const key = `${purpose}:${keyOf(target)}`;
    const raw = await this.store.get(CODE + key);
    if (!raw) throw new ServiceError('code.expired');
    const stored = JSON.parse(raw) as StoredCode;
    if (!sameText(stored.code, code) || !stored.userId) {
      if ((await this.store.incr(FAILS + key, CODE_TTL_SECONDS)) >= MAX_GUESSES)
        await this.store.del(CODE + key);
      throw new ServiceError('code.wrong');
    }
    // take: of two requests racing with the right code, only one gets it.
    if (!(await this.store.take(CODE + key))) throw new ServiceError('code.expired');
    await this.store.del(FAILS + key);
    return stored.userId;
  }

  /** The account a checked code belongs to, if it is still there and enabled. */
  async user(tenantId: string, userId: number): Promise<UserRow> {
    const user = await this.accounts.userById(tenantId, userId);
    if (!user) throw new ServiceError('code.expired');
    if (user.status !== '0') throw new ServiceError('auth.userDisabled', { username: user.userName });
    return user;
  }
}
