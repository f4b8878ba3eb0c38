import {
  ALL_PERMISSION,
  DEFAULT_TENANT_ID,
  SUPER_ADMIN_ROLE_KEY,
  SUPER_ADMIN_USER_ID,
  passwordLoginSchema,
  type Language,
  type LoginBase,
  type LoginVo,
  type MessageKey,
} from '@zcps/contracts';
import { formatMessage } from '@zcps/contracts';
import type { LoginUser } from '../../platform/auth/login-user.js';
import type { SessionService } from '../../platform/auth/session.service.js';
import { RequestValidationError, ServiceError } from '../../platform/http/errors.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { LoginLogRepo } from '../monitor/logininfor/logininfor.repo.js';
import type { UserRepo, UserRow } from '../system/user/user.repo.js';
import type { AuthRepo, ClientRow } from './auth.repo.js';
import type { PasswordLogin } from './password-login.js';

export interface LoginContext {
  lang: Language;
  client: ClientInfo;
}

export class AuthService {
  constructor(
    private readonly repo: AuthRepo,
    private readonly users: UserRepo,
    private readonly sessions: SessionService,
    private readonly loginLog: LoginLogRepo,
    private readonly passwordLogin: PasswordLogin,
  ) {}

  /** Dispatches a login by grant type after checking the client and the tenant; every outcome is logged. */
  async login(base: LoginBase, raw: unknown, ctx: LoginContext): Promise<LoginVo> {
    const tenantId = base.tenantId?.trim() || '';
    const userName =
      typeof (raw as { username?: unknown }).username === 'string'
        ? (raw as { username: string }).username
        : '';
    let client: ClientRow | undefined;
    try {
      client = await this.checkClient(base);
      await this.checkTenant(tenantId);
      if (base.grantType !== 'password') throw new ServiceError('auth.grantTypeInvalid');
      const parsed = passwordLoginSchema.safeParse(raw);
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body', raw);
      const user = await this.passwordLogin.verify(tenantId, parsed.data);
      const token = await this.openSession(user, client, ctx);
      await this.log(tenantId, user.userName, client, ctx, '0', 'auth.loginOk');
      return { access_token: token, expire_in: client.timeout, client_id: client.clientId };
    } catch (error) {
      if (error instanceof ServiceError)
        await this.log(tenantId, userName, client, ctx, '1', error.key, error.args);
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
    const voList = (await this.repo.enabledTenants()).map((t) => ({
      tenantId: t.tenantId,
      companyName: t.companyName ?? t.tenantId,
      domain: t.domain ?? null,
    }));
    return { tenantEnabled: true, voList };
  }

  private async checkClient(base: LoginBase): Promise<ClientRow> {
    const client = await this.repo.clientById(base.clientId);
    const grants = (client?.grantType ?? '').split(',').map((g) => g.trim());
    if (!client || !grants.includes(base.grantType)) throw new ServiceError('auth.clientInvalid');
    if (client.status !== '0') throw new ServiceError('auth.clientDisabled');
    return client;
  }

  private async checkTenant(tenantId: string): Promise<void> {
    if (!tenantId) throw new ServiceError('auth.tenantRequired');
    const tenant = await this.repo.tenant(tenantId);
    if (!tenant) throw new ServiceError('auth.tenantNotFound');
    if (tenantId === DEFAULT_TENANT_ID) return;
    if (tenant.status !== '0') throw new ServiceError('auth.tenantDisabled');
    if (tenant.expireTime && tenant.expireTime.getTime() < Date.now())
      throw new ServiceError('auth.tenantExpired');
  }

  private async openSession(user: UserRow, client: ClientRow, ctx: LoginContext): Promise<string> {
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
        expireTime: now + client.timeout * 1000,
        activeTimeout: client.activeTimeout,
      },
      client.timeout,
    );
    await this.users.recordLogin(user.userId, ctx.client.ipaddr);
    return token;
  }

  private async log(
    tenantId: string,
    userName: string,
    client: ClientRow | undefined,
    ctx: LoginContext,
    status: '0' | '1',
    key: MessageKey,
    args: (string | number)[] = [],
  ): Promise<void> {
    await this.loginLog.insert({
      tenantId: tenantId || DEFAULT_TENANT_ID,
      userName,
      clientKey: client?.clientKey ?? '',
      deviceType: client?.deviceType ?? '',
      ...ctx.client,
      status,
      msg: formatMessage(ctx.lang, key, ...args),
    });
  }
}
