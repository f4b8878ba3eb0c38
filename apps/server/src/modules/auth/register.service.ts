import {
  ClientAuditStatus,
  DEFAULT_TENANT_ID,
  RoleKey,
  registerCompanySchema,
  registerStaffSchema,
  type RegisterOptionsVo,
} from '@zcps/contracts';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import type { Executor } from '../../platform/db/database.js';
import { ServiceError } from '../../platform/http/errors.js';
import type { LoginLogRepo } from '../monitor/logininfor/logininfor.repo.js';
import type { Store } from '../../platform/store/index.js';
import type { ConfigService } from '../system/config/config.service.js';
import type { DictService } from '../system/dict/dict.service.js';
import type { AccountRepo } from './account.repo.js';
import { parseGrantBody, type LoginContext, type TenantCheck } from './login-grant.js';
import type { CaptchaCheck } from './password-login.js';
import type { PasswordPolicy } from '../system/user/password-policy.service.js';
import { formatMessage } from '../../platform/i18n/format.js';

const LICENCE = 'register_licence:';
/** An uploaded licence can be named by one registration within this time. */
export const LICENCE_TTL_SECONDS = 3600;

const tenantOf = (body: { tenantId?: string | undefined }) => body.tenantId?.trim() || DEFAULT_TENANT_ID;

/** A unit that has just registered, told to listeners inside the registration's transaction. */
export interface CompanyRegistered {
  tx: Executor;
  tenantId: string;
  userId: number;
  clientId: number;
  clientName: string;
  creditCode: string;
  unitType: string;
  contactName: string;
  contactPhone: string;
  email: string;
}

/** Runs in the registration's transaction: throwing refuses the registration. */
export type CompanyRegisteredListener = (event: CompanyRegistered) => Promise<void>;

interface AccountFields {
  username: string;
  password: string;
  phonenumber: string;
  email: string;
}

/**
 * Self-registration (spec §2): an applicant (staff) of an approved entrusted unit, honouring
 * `sys.account.registerUser`, or an entrusted unit (company) that waits for the review office's audit,
 * honouring `sys.account.registerCompany`. Both after the captcha; names, mobiles and emails stay unique, and a
 * refusal does not tell which of them is taken.
 */
export class RegisterService {
  private readonly companyListeners: CompanyRegisteredListener[] = [];

  constructor(
    private readonly accounts: AccountRepo,
    private readonly config: ConfigService,
    private readonly policy: PasswordPolicy,
    private readonly captcha: CaptchaCheck,
    private readonly dicts: DictService,
    private readonly store: Store,
    private readonly loginLog: LoginLogRepo,
    /** Public: the licence upload asks it too, before storing anything. */
    readonly tenantOpen: TenantCheck,
  ) {}

  /** Areas that act on a new unit (the office's audit process) register here at wiring. */
  onCompanyRegistered(listener: CompanyRegisteredListener): void {
    this.companyListeners.push(listener);
  }

  private staffEnabled(tenantId: string) {
    return this.config.getBoolean(tenantId, 'sys.account.registerUser', false);
  }

  private companyEnabled(tenantId: string) {
    return this.config.getBoolean(tenantId, 'sys.account.registerCompany', true);
  }

  async options(tenantId: string): Promise<RegisterOptionsVo> {
    const staffEnabled = await this.staffEnabled(tenantId);
    const units = staffEnabled ? await this.accounts.approvedUnits(tenantId) : [];
    return {
      staffEnabled,
      companyEnabled: await this.companyEnabled(tenantId),
      units: units.map((u) => ({ clientId: u.clientId, clientName: u.clientName })),
      passwordLength: await this.policy.lengthOf(tenantId),
    };
  }

  /** A licence just uploaded for registration; `register` may name it once. */
  async licenceUploaded(tenantId: string, ossId: number): Promise<void> {
    await this.store.set(`${LICENCE}${tenantId}:${ossId}`, '1', LICENCE_TTL_SECONDS);
  }

  /** Registers and, as the family does, records the registration in the login log. */
  async register(raw: Record<string, unknown>, ctx: LoginContext): Promise<'staff' | 'company'> {
    const kind = raw.registerType === 'company' ? 'company' : 'staff';
    const { tenantId, userName } = kind === 'company' ? await this.company(raw) : await this.staff(raw);
    await this.loginLog.insert({
      tenantId,
      userName,
      clientKey: '',
      deviceType: '',
      ...ctx.client,
      status: '0',
      msg: formatMessage(ctx.lang, kind === 'company' ? 'register.companyOk' : 'register.staffOk'),
    });
    return kind;
  }

  /**
   * The password's policy first (input, 400), then one refusal for a name, mobile or email already in use that
   * does not say which, so registration cannot probe for accounts (issue 19). Answers the hash to store: it is
   * computed on either path, so a refusal takes as long as a registration.
   */
  private async checkAccount(tenantId: string, body: AccountFields): Promise<string> {
    await this.policy.check(tenantId, body.password);
    const [hash, nameTaken, phones, emails] = await Promise.all([
      hashPassword(body.password),
      this.accounts.userNameTaken(tenantId, body.username),
      this.accounts.usersBy(tenantId, 'phonenumber', body.phonenumber),
      this.accounts.usersBy(tenantId, 'email', body.email),
    ]);
    if (nameTaken || phones.length || emails.length) throw new ServiceError('register.accountUnavailable');
    return hash;
  }

  private async roleId(tenantId: string, key: string): Promise<number> {
    const roleId = await this.accounts.roleIdByKey(tenantId, key);
    if (!roleId) throw new ServiceError('register.disabled');
    return roleId;
  }

  private async staff(raw: Record<string, unknown>): Promise<{ tenantId: string; userName: string }> {
    const body = parseGrantBody(registerStaffSchema, raw);
    const tenantId = tenantOf(body);
    await this.tenantOpen(tenantId);
    if (!(await this.staffEnabled(tenantId))) throw new ServiceError('register.disabled');
    await this.captcha.consume(body.uuid, body.code);
    const unit = (await this.accounts.approvedUnits(tenantId)).find((u) => u.clientId === body.unitId);
    if (!unit) throw new ServiceError('register.unitInvalid');
    const password = await this.checkAccount(tenantId, body);
    await this.accounts.register(
      {
        tenantId,
        deptId: unit.deptId,
        userName: body.username,
        nickName: body.nickName,
        phonenumber: body.phonenumber,
        email: body.email,
        password,
      },
      await this.roleId(tenantId, RoleKey.STAFF),
    );
    return { tenantId, userName: body.username };
  }

  private async company(raw: Record<string, unknown>): Promise<{ tenantId: string; userName: string }> {
    const body = parseGrantBody(registerCompanySchema, raw);
    const tenantId = tenantOf(body);
    await this.tenantOpen(tenantId);
    if (!(await this.companyEnabled(tenantId))) throw new ServiceError('register.disabled');
    await this.captcha.consume(body.uuid, body.code);
    const types = await this.dicts.byType(tenantId, 'client_type', 'zh_CN');
    if (!types.some((t) => t.dictValue === body.unitType)) throw new ServiceError('register.unitTypeInvalid');
    if (await this.accounts.creditCodeTaken(tenantId, body.creditCode))
      throw new ServiceError('register.creditTaken');
    const password = await this.checkAccount(tenantId, body);
    const roleId = await this.roleId(tenantId, RoleKey.COMPANY);
    if (!(await this.store.take(`${LICENCE}${tenantId}:${body.licenceOssId}`)))
      throw new ServiceError('register.licenceInvalid');
    await this.accounts.register(
      {
        tenantId,
        userName: body.username,
        nickName: body.clientName.slice(0, 30),
        phonenumber: body.phonenumber,
        email: body.email,
        password,
      },
      roleId,
      {
        tenantId,
        clientName: body.clientName,
        creditCode: body.creditCode,
        unitType: body.unitType,
        contactName: body.contactName,
        contactPhone: body.phonenumber,
        email: body.email,
        licenceOssId: body.licenceOssId,
        auditStatus: ClientAuditStatus.PENDING,
      },
      async (tx, { userId, clientId }) => {
        const event = { tx, tenantId, userId, clientId: clientId!, clientName: body.clientName };
        const fields = {
          creditCode: body.creditCode,
          unitType: body.unitType,
          contactName: body.contactName,
        };
        const contact = { contactPhone: body.phonenumber, email: body.email };
        for (const listener of this.companyListeners) await listener({ ...event, ...fields, ...contact });
      },
    );
    return { tenantId, userName: body.username };
  }

  /** Login gate: a company account signs in only once its unit is approved. */
  async companyGate(user: { tenantId: string; userId: number }): Promise<void> {
    const unit = await this.accounts.unitOfUser(user.tenantId, user.userId);
    if (unit?.auditStatus === ClientAuditStatus.PENDING) throw new ServiceError('auth.companyPending');
    if (unit?.auditStatus === ClientAuditStatus.REJECTED)
      throw new ServiceError('auth.companyRejected', { reason: unit.auditReason || '-' });
  }
}
