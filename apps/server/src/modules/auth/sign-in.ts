import { CodeChannel, GrantType } from '@zcps/contracts';
import type { AppConfig } from '../../config.js';
import type { SessionService } from '../../platform/auth/session.service.js';
import type { Db } from '../../platform/db/database.js';
import type { LogProvider } from '../../platform/notify/index.js';
import type { Messenger } from '../system/sms/messenger.js';
import type { Store } from '../../platform/store/index.js';
import type { LoginLogRepo } from '../monitor/logininfor/logininfor.repo.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { DictService } from '../system/dict/dict.service.js';
import { AccountRepo } from './account.repo.js';
import type { AuthService } from './auth.service.js';
import { CaptchaService } from './captcha.service.js';
import { CodeGrant } from './code-login.grants.js';
import { VerifyCodes } from './code-login.service.js';
import { PasswordGrant, type PasswordLogin } from './password-login.js';
import type { PasswordPolicy } from '../system/user/password-policy.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { RateLimiter } from './rate-limit.js';
import { RegisterService } from './register.service.js';

export interface SignInDeps {
  db: Db;
  store: Store;
  config: ConfigService;
  dicts: DictService;
  sessions: SessionService;
  auth: AuthService;
  passwordLogin: PasswordLogin;
  loginLog: LoginLogRepo;
  policy: PasswordPolicy;
  messenger: Messenger;
  notifyLog: LogProvider;
  options: Partial<Pick<AppConfig, 'captchaEnabled' | 'captchaSeed'>>;
}

/** Captcha, codes, registration and reset; registers the password, sms and email grants and the company gate. */
export function createSignIn(d: SignInDeps) {
  const accounts = new AccountRepo(d.db);
  const captcha = new CaptchaService(d.store, d.config, {
    enabled: d.options.captchaEnabled ?? true,
    seed: d.options.captchaSeed,
  });
  const { messenger, notifyLog } = d;
  const { policy } = d;
  const tenantOpen = (tenantId: string) => d.auth.checkTenant(tenantId);
  const codes = new VerifyCodes(d.store, d.config, accounts, messenger, captcha, tenantOpen);
  const register = new RegisterService(
    accounts,
    d.config,
    policy,
    captcha,
    d.dicts,
    d.store,
    d.loginLog,
    tenantOpen,
  );
  d.auth.registerGrant(GrantType.PASSWORD, new PasswordGrant(d.passwordLogin, captcha));
  d.auth.registerGrant(GrantType.SMS, new CodeGrant(CodeChannel.SMS, codes, accounts, d.passwordLogin));
  d.auth.registerGrant(GrantType.EMAIL, new CodeGrant(CodeChannel.EMAIL, codes, accounts, d.passwordLogin));
  d.auth.registerGate((user) => register.companyGate(user));
  d.auth.usePasswordChangeCheck((user) => policy.changeRequired(user));
  return {
    captcha,
    messenger,
    notifyLog,
    policy,
    codes,
    register,
    reset: new PasswordResetService(codes, policy, d.passwordLogin, d.sessions, tenantOpen),
    limiter: new RateLimiter(d.store),
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
