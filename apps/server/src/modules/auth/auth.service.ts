import {
  ALL_PERMISSION,
  DEFAULT_TENANT_ID,
  SUPER_ADMIN_ROLE_KEY,
  SUPER_ADMIN_USER_ID,
  type LoginBase,
  type LoginVo,
} from '@zcps/contracts';
import { formatMessage, localize, message, type Message } from '../../platform/i18n/format.js';
import type { LoginUser } from '../../platform/auth/login-user.js';
import type { SessionService } from '../../platform/auth/session.service.js';
import { ServiceError } from '../../platform/http/errors.js';
import type { LoginLogRepo } from '../monitor/logininfor/logininfor.repo.js';
import type { TenantLookupRepo } from '../system/tenant/tenant-lookup.repo.js';
import type { UserRepo, UserRow } from '../system/user/user.repo.js';
import type { AuthRepo, ClientRow } from './auth.repo.js';
import type { PasswordLogin } from './password-login.js';
import type { AccountGate, LoginContext, LoginGrant } from './login-grant.js';

export type { LoginContext } from './login-grant.js';

/** A session without "remember me" lasts at most this long (the client's idle timeout still applies). */
export const SESSION_ONLY_SECONDS = 12 * 3600;

export class AuthService {
  private readonly grants = new Map<string, LoginGrant>();
  private readonly gates: AccountGate[] = [];
  private passwordChangeRequired: (user: UserRow) => Promise<boolean> = async () => false;

  constructor(
    private readonly repo: AuthRepo,
    private readonly tenants: TenantLookupRepo,
    private readonly users: UserRepo,
    private readonly sessions: SessionService,
    private readonly loginLog: LoginLogRepo,
    private readonly passwordLogin: PasswordLogin,
    private readonly options: { tenantEnabled: boolean } = { tenantEnabled: true },
  ) {}

  registerGrant(grantType: string, grant: LoginGrant): void {
    this.grants.set(grantType, grant);
  }

  registerGate(gate: AccountGate): void {
    this.gates.push(gate);
  }

  /** Decides at sign-in whether the new session is held back until the user changes the password. */
  usePasswordChangeCheck(check: (user: UserRow) => Promise<boolean>): void {
    this.passwordChangeRequired = check;
  }

  /** Dispatches a login by grant type after checking the client and the tenant; every outcome is logged. */
  async login(base: LoginBase, raw: Record<string, unknown>, ctx: LoginContext): Promise<LoginVo> {
    const grant = this.grants.get(base.grantType);
    return this.signIn(base, grant?.subject(raw) ?? '', ctx, true, (tenantId) => {
      if (!grant) throw new ServiceError('auth.grantTypeInvalid');
      return grant.verify(tenantId, raw, ctx);
    });
  }

  /**
   * Signs in a user another channel has verified (a confirmed QR ticket): the same client, tenant and account
   * checks, session and login log as `login`, without asking the client for a grant type.
   */
  async loginVerified(
    base: LoginBase,
    subject: string,
    ctx: LoginContext,
    verify: (tenantId: string) => Promise<UserRow>,
  ): Promise<LoginVo> {
    return this.signIn(base, subject, ctx, false, verify);
  }

  private async signIn(
    base: LoginBase,
    subject: string,
    ctx: LoginContext,
    grantChecked: boolean,
    verify: (tenantId: string) => Promise<UserRow>,
  ): Promise<LoginVo> {
    // Tenants off: every sign-in enters the platform tenant, whatever the client sent (the family's reading).
    const tenantId = this.options.tenantEnabled ? base.tenantId?.trim() || '' : DEFAULT_TENANT_ID;
    let client: ClientRow | undefined;
    try {
      client = await this.checkClient(base, grantChecked);
      await this.checkTenant(tenantId);
      const user = await verify(tenantId);
      for (const gate of this.gates) await gate(user);
      // Remember me: the client's timeout; otherwise a session that ends with the working day.
      const timeout =
        base.rememberMe === false ? Math.min(client.timeout, SESSION_ONLY_SECONDS) : client.timeout;
      const token = await this.openSession(user, client, ctx, timeout);
      await this.log(tenantId, user.userName, client, ctx, '0', message('auth.loginOk'));
      return { access_token: token, expire_in: timeout, client_id: client.clientId };
    } catch (error) {
      if (error instanceof ServiceError) await this.log(tenantId, subject, client, ctx, '1', error);
      throw error;
    }
  }

  async logout(user: LoginUser | null, token: string | null, ctx: LoginContext): Promise<void> {
    if (!user || !token) return;
    await this.sessions.end(token, user.userId);
    await this.loginLog.insert({
      tenantId: user.tenantId,
      userName: user.userName,
      clientKey: user.clientKey,
      deviceType: user.deviceType,
      ...ctx.client,
      status: '0',
      msg: formatMessage(ctx.lang, 'auth.logoutOk'),
    });
  }

  /** Lock screen: the session's own password, counted against the same lockout as a login. */
  async unlock(user: LoginUser, password: string): Promise<void> {
    try {
      await this.passwordLogin.verify(user.tenantId, {
        username: user.userName,
        password,
        clientId: user.clientId,
        grantType: 'password',
      });
    } catch (error) {
      if (error instanceof ServiceError && error.key === 'auth.passwordWrong')
        throw new ServiceError('auth.lockPasswordWrong');
      throw error;
    }
  }

  async tenantList() {
    if (!this.options.tenantEnabled) return { tenantEnabled: false, voList: null };
    const voList = (await this.tenants.enabledTenants()).map((t) => ({
      tenantId: t.tenantId,
      companyName: t.companyName ?? t.tenantId,
      domain: t.domain ?? null,
    }));
    return { tenantEnabled: true, voList };
  }

  private async checkClient(base: LoginBase, grantChecked = true): Promise<ClientRow> {
    const client = await this.repo.clientById(base.clientId);
    const grants = (client?.grantType ?? '').split(',').map((g) => g.trim());
    if (!client || (grantChecked && !grants.includes(base.grantType)))
      throw new ServiceError('auth.clientInvalid');
    if (client.status !== '0') throw new ServiceError('auth.clientDisabled');
    return client;
  }

  /** Also guards registration and codes, so a disabled or expired tenant takes no new accounts or codes. */
  async checkTenant(tenantId: string): Promise<void> {
    if (!tenantId) throw new ServiceError('auth.tenantRequired');
    const tenant = await this.tenants.tenant(tenantId);
    if (!tenant) throw new ServiceError('auth.tenantNotFound');
    if (tenantId === DEFAULT_TENANT_ID) return;
    if (tenant.status !== '0') throw new ServiceError('auth.tenantDisabled');
    if (tenant.expireTime && tenant.expireTime.getTime() < Date.now())
      throw new ServiceError('auth.tenantExpired');
  }

  private async openSession(
    user: UserRow,
    client: ClientRow,
    ctx: LoginContext,
    timeout: number,
  ): Promise<string> {
    const roles = await this.users.rolesOf(user.tenantId, user.userId);
    const isSuperAdmin = user.userId === SUPER_ADMIN_USER_ID;
    const roleKeys = isSuperAdmin ? [SUPER_ADMIN_ROLE_KEY] : [...new Set(roles.map((r) => r.roleKey))];
    const permissions = isSuperAdmin
      ? [ALL_PERMISSION]
      : await this.users.permissionsOf(roles.map((r) => r.roleId));
    const now = Date.now();
    const { token } = await this.sessions.create(
      {
        tenantId: user.tenantId,
        userId: user.userId,
        userName: user.userName,
        nickName: user.nickName,
        userType: user.userType,
        deptId: user.deptId,
        deptName: await this.users.deptName(user.tenantId, user.deptId),
        roles: roles.map((r) => ({
          roleId: r.roleId,
          roleKey: r.roleKey,
          roleName: r.roleName,
          dataScope: r.dataScope,
        })),
        roleKeys,
        permissions,
        clientId: client.clientId,
        clientKey: client.clientKey,
        deviceType: client.deviceType ?? '',
        ...ctx.client,
        loginTime: now,
        expireTime: now + timeout * 1000,
        activeTimeout: client.activeTimeout,
      },
      timeout,
      await this.passwordChangeRequired(user),
    );
    await this.users.recordLogin(user.userId, ctx.client.ipaddr);
    // getInfo shows the last sign-in's address and time.
    await this.sessions.versions.userChanged(user.userId);
    return token;
  }

  private async log(
    tenantId: string,
    userName: string,
    client: ClientRow | undefined,
    ctx: LoginContext,
    status: '0' | '1',
    text: Message,
  ): Promise<void> {
    await this.loginLog.insert({
      tenantId: tenantId || DEFAULT_TENANT_ID,
      userName,
      clientKey: client?.clientKey ?? '',
      deviceType: client?.deviceType ?? '',
      ...ctx.client,
      status,
      msg: localize(ctx.lang, text),
    });
  }
}
