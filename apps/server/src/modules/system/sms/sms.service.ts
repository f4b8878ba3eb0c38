import {
  isCodePurpose,
  SECRET_MASK,
  SmsStatus,
  type Language,
  type SmsLogVo,
  type SmsProviderSave,
  type SmsProviderVo,
  type SmsTemplateUpdate,
  type SmsTemplateVo,
  type SmsTestSend,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SecretBox } from '../../../platform/crypto/secret-box.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';
import type { MessageKey } from '../../../platform/i18n/messages.js';
import type { SmtpConfig } from '../../../platform/notify/index.js';
import { maskRecipient, notConfigured, type Messenger } from './messenger.js';
import type { SmsLogQuery, SmsLogRow, SmsProviderRow, SmsRepo, SmsTemplateRow } from './sms.repo.js';

const toTemplateVo = (row: SmsTemplateRow): SmsTemplateVo => ({
  templateId: row.templateId,
  purpose: row.purpose as SmsTemplateVo['purpose'],
  channel: row.channel as SmsTemplateVo['channel'],
  templateCode: row.templateCode,
  subject: row.subject,
  templateText: row.content,
  status: row.status,
  updateTime: formatDateTime(row.updateTime),
});

export const toSmsLogVo = (row: SmsLogRow): SmsLogVo => ({
  logId: row.logId,
  channel: row.channel,
  purpose: row.purpose,
  recipient: maskRecipient(row.channel, row.recipient),
  templateCode: row.templateCode,
  subject: row.subject,
  content: row.content,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  provider: row.provider,
  createTime: formatDateTime(row.createTime),
  sendTime: formatDateTime(row.sendTime),
});

/** A refusal of ours as it is (in the caller's language); a provider's own error inside 发送失败. */
const failure = (error: unknown) =>
  error instanceof ServiceError
    ? error
    : new ServiceError('sms.sendFailed', { reason: String((error as Error).message ?? error).slice(0, 200) });

const masked = (sealed: string | null | undefined) => (sealed ? SECRET_MASK : '');
/** A blank or masked secret in a save keeps the stored one. */
const keeps = (value: string | undefined) => value === undefined || value === '' || value === SECRET_MASK;

/** 短信消息: templates, the provider of each channel, the send log with 重发. */
export class SmsService {
  constructor(
    private readonly repo: SmsRepo,
    private readonly messenger: Messenger,
    private readonly secrets: SecretBox,
    /** The environment's SMTP server, shown as the email default when the tenant configured none. */
    private readonly envSmtp: SmtpConfig | undefined,
  ) {}

  async templates(caller: LoginUser): Promise<SmsTemplateVo[]> {
    return (await this.repo.templates(caller.tenantId)).map(toTemplateVo);
  }

  async updateTemplate(caller: LoginUser, body: SmsTemplateUpdate): Promise<void> {
    const row = await this.repo.templateById(caller.tenantId, body.templateId);
    if (!row || row.purpose !== body.purpose) throw new ServiceError('sms.templateNotFound');
    await this.repo.updateTemplate(caller.tenantId, row.templateId, {
      templateCode: body.templateCode,
      subject: body.subject,
      content: body.templateText,
      status: body.status,
      updateBy: caller.userId,
    });
  }

  async providers(caller: LoginUser): Promise<SmsProviderVo[]> {
    return Promise.all(
      (['sms', 'email'] as const).map(async (channel) => {
        const row = await this.repo.provider(caller.tenantId, channel);
        return row ? this.providerVo(row) : this.envProvider(caller.tenantId, channel);
      }),
    );
  }

  private providerVo(row: SmsProviderRow): SmsProviderVo {
    return {
      channel: row.channel as SmsProviderVo['channel'],
      provider: row.provider as SmsProviderVo['provider'],
      source: 'row',
      host: row.host,
      port: row.port,
      secure: row.secure,
      username: row.username,
      password: masked(row.passwordSealed),
      fromAddr: row.fromAddr,
      url: row.url,
      secretHeader: row.secretHeader,
      secret: masked(row.secretSealed),
      updateTime: formatDateTime(row.updateTime),
    };
  }

  private async envProvider(tenantId: string, channel: 'sms' | 'email'): Promise<SmsProviderVo> {
    const current = await this.messenger.provider(tenantId, channel);
    const smtp = current?.name === 'smtp' ? this.envSmtp : undefined;
    return {
      channel,
      provider: (current?.name as SmsProviderVo['provider']) ?? null,
      source: 'env',
      host: smtp?.host ?? '',
      port: smtp?.port ?? null,
      secure: smtp?.secure ?? false,
      username: smtp?.user ?? '',
      password: masked(smtp?.pass),
      fromAddr: smtp?.from ?? '',
      url: '',
      secretHeader: '',
      secret: '',
      updateTime: null,
    };
  }

  async saveProvider(caller: LoginUser, body: SmsProviderSave): Promise<void> {
    const old = await this.repo.provider(caller.tenantId, body.channel);
    const seal = (value: string | undefined, stored: string | null | undefined) =>
      keeps(value) ? (stored ?? null) : this.secrets.seal(value!);
    await this.repo.saveProvider({
      tenantId: caller.tenantId,
      channel: body.channel,
      provider: body.provider,
      host: body.host,
      port: body.port ?? null,
      secure: body.secure,
      username: body.username,
      passwordSealed: seal(body.password, old?.passwordSealed),
      fromAddr: body.fromAddr,
      url: body.url,
      secretHeader: body.secretHeader,
      secretSealed: seal(body.secret, old?.secretSealed),
      createBy: caller.userId,
      createDept: caller.deptId,
      updateBy: caller.userId,
    });
  }

  /** 测试发送: one message to the given address; answers whether it went, failures name the reason. */
  async testSend(caller: LoginUser, body: SmsTestSend, lang: Language): Promise<void> {
    if (!(await this.messenger.provider(caller.tenantId, body.channel)))
      throw new ServiceError(notConfigured(body.channel));
    try {
      await this.messenger.sendTest(
        caller.tenantId,
        body.channel,
        body.to,
        formatMessage(lang, 'sms.testSubject'),
        formatMessage(lang, 'sms.testText'),
      );
    } catch (error) {
      throw failure(error);
    }
  }

  async logs(caller: LoginUser, query: SmsLogQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map(toSmsLogVo), total };
  }

  async exportLogs(caller: LoginUser, query: Partial<SmsLogQuery>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(caller.tenantId, query, EXPORT_MAX_ROWS)).map(toSmsLogVo);
    const label = (prefix: string, value: string) => {
      const text = formatMessage as (l: Language, k: MessageKey) => string;
      return text(lang, `${prefix}.${value}` as MessageKey);
    };
    const columns: XlsxColumn<SmsLogVo>[] = [
      { header: message('sms.column.logId'), value: (r) => r.logId, width: 10 },
      { header: message('sms.column.channel'), value: (r) => label('sms.channel', r.channel), width: 10 },
      { header: message('sms.column.purpose'), value: (r) => label('sms.purpose', r.purpose), width: 12 },
      { header: message('sms.column.recipient'), value: (r) => r.recipient, width: 22 },
      { header: message('sms.column.content'), value: (r) => r.content, width: 50 },
      { header: message('sms.column.status'), value: (r) => label('sms.status', r.status), width: 10 },
      { header: message('sms.column.error'), value: (r) => r.error, width: 30 },
      { header: message('sms.column.attempts'), value: (r) => r.attempts, width: 8 },
      { header: message('sms.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'sms.sheet'), columns, rows);
  }

  /** 重发 of a failed message; a code is never sent again (it has expired or will have by then). */
  async resend(caller: LoginUser, logId: number): Promise<void> {
    const row = await this.repo.log(caller.tenantId, logId);
    if (!row) throw new ServiceError('sms.logNotFound');
    if (isCodePurpose(row.purpose)) throw new ServiceError('sms.codeNoResend');
    if (row.status !== SmsStatus.FAILED) throw new ServiceError('sms.resendFailedOnly');
    if (!(await this.messenger.provider(caller.tenantId, row.channel)))
      throw new ServiceError(notConfigured(row.channel));
    try {
      await this.messenger.resend(row);
    } catch (error) {
      throw failure(error);
    }
  }

  async removeLogs(caller: LoginUser, logIds: number[]): Promise<void> {
    refuseMissing(logIds, await this.repo.existingLogs(caller.tenantId, logIds));
    await this.repo.removeLogs(caller.tenantId, logIds);
  }
}
