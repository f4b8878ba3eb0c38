import type { FastifyPluginAsync } from 'fastify';
import { GrantType } from '@zcps/contracts';
import type { AppConfig } from '../../config.js';
import type { SessionService } from '../../platform/auth/session.service.js';
import type { Db } from '../../platform/db/database.js';
import type { Store } from '../../platform/store/index.js';
import type { LoginLogRepo } from '../monitor/logininfor/logininfor.repo.js';
import type { OssService } from '../resource/oss/oss.service.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { DictService } from '../system/dict/dict.service.js';
import type { SocialBindingRepo } from '../system/social/social-binding.repo.js';
import type { SocialProviderRepo } from '../system/social/social-provider.repo.js';
import type { TenantLookupRepo } from '../system/tenant/tenant-lookup.repo.js';
import type { PasswordPolicy } from '../system/user/password-policy.service.js';
import type { UserRepo } from '../system/user/user.repo.js';
import { AuthRepo } from './auth.repo.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { rawField } from './login-grant.js';
import { PasswordLogin } from './password-login.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { qrCodeRoutes } from './qrcode.routes.js';
import { QrCodeService } from './qrcode.service.js';
import { registerRoutes } from './register.routes.js';
import { createSignIn } from './sign-in.js';
import type { Messenger } from '../system/sms/messenger.js';
import type { LogProvider } from '../../platform/notify/index.js';
import { SocialOidc } from './social-oidc.js';
import { socialRoutes } from './social.routes.js';
import { SocialService } from './social.service.js';

export interface AuthAreaDeps {
  db: Db;
  store: Store;
  sessions: SessionService;
  /** The request key pair's public half, which the console encrypts sign-ins with. */
  publicKey: string;
  config: ConfigService;
  dicts: DictService;
  users: UserRepo;
  policy: PasswordPolicy;
  socialProviders: SocialProviderRepo;
  socialBindings: SocialBindingRepo;
  tenantLookup: TenantLookupRepo;
  loginLog: LoginLogRepo;
  oss: OssService;
  /** From the system area: sends the codes through the tenant's templates and providers, into the send log. */
  messenger: Messenger;
  notifyLog: LogProvider;
  options: Partial<Pick<AppConfig, 'captchaEnabled' | 'captchaSeed' | 'notify' | 'tenantEnabled'>>;
}

/** Sign-in by every grant (password, codes, social, QR code), registration, password reset and captcha. */
export function createAuthArea(deps: AuthAreaDeps) {
  const { db, store, sessions, config, dicts, users, loginLog, options } = deps;
  const authRepo = new AuthRepo(db);
  const passwordLogin = new PasswordLogin(users, config, store);
  const auth = new AuthService(authRepo, deps.tenantLookup, users, sessions, loginLog, passwordLogin, {
    tenantEnabled: options.tenantEnabled ?? true,
  });
  const signIn = createSignIn({
    db,
    store,
    config,
    dicts,
    sessions,
    auth,
    passwordLogin,
    loginLog,
    policy: deps.policy,
    messenger: deps.messenger,
    notifyLog: deps.notifyLog,
    options,
  });
  const social = new SocialService(deps.socialProviders, deps.socialBindings, users, store, new SocialOidc());
  auth.registerGrant(GrantType.SOCIAL, {
    subject: (raw) => rawField(raw, 'source'),
    verify: (tenantId, raw) => social.loginUser(tenantId, raw),
  });
  const qrCodes = new QrCodeService(store, auth, authRepo, users);
  const { limiter } = signIn;

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(authRoutes, { auth, publicKey: deps.publicKey });
    await api.register(registerRoutes, { register: signIn.register, limiter, dicts, oss: deps.oss });
    await api.register(passwordResetRoutes, signIn);
    await api.register(socialRoutes, { social, auth, limiter });
    await api.register(qrCodeRoutes, { qrCodes, limiter });
  };
  return { auth, authRepo, signIn, routes };
}

export type AuthArea = ReturnType<typeof createAuthArea>;
