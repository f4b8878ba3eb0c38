import {
  CodeChannel,
  isCodePurpose,
  renderTemplate,
  SmsStatus,
  type CodeChannelKind,
  type NotifyLogPurpose,
  type NotifyPurposeKind,
} from '@zcps/contracts';
import { afterCommit } from '../../../platform/db/after-commit.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatMessage, localize } from '../../../platform/i18n/format.js';
import type { Executor } from '../../../platform/db/database.js';
import type { SecretBox } from '../../../platform/crypto/secret-box.js';
import {
  HttpGatewayProvider,
  SmtpProvider,
  type LogProvider,
  type Notifier,
  type NotifyProvider,
} from '../../../platform/notify/index.js';
import { defaultTemplate } from './default-templates.js';
import type { SmsLogInsert, SmsLogRow, SmsProviderRow, SmsRepo } from './sms.repo.js';

const CODE_MASK = '******';

export interface MessageInput {
  tenantId: string;
  channel: CodeChannelKind;
  purpose: NotifyPurposeKind;
  to: string;
  params: Record<string, string>;
}

/** One applicant a review notice goes to, with the parameters of the purpose's template but the name. */
export interface NoticeInput {
  userId: number;
  params: Record<string, string>;
}

interface Rendered {
  templateId: number | null;
  templateCode: string;
  subject: string;
  text: string;
  enabled: boolean;
}

/** 138****1234 and a***@example.com: how lists show whom a message went to. */
export function maskRecipient(channel: string, to: string): string {
  if (channel === CodeChannel.EMAIL) {
    const at = to.indexOf('@');
    return at > 0 ? `${to[0]}***${to.slice(at)}` : '***';
  }
  return to.length >= 7 ? `${to.slice(0, 3)}****${to.slice(-4)}` : '****';
}

const codeMasked = (params: Record<string, string>) =>
  'code' in params ? { ...params, code: CODE_MASK } : params;

const rendered = (template: Rendered, params: Record<string, string>): Rendered => ({
  ...template,
  subject: renderTemplate(template.subject, params),
  text: renderTemplate(template.text, params),
});

/** What a channel without a provider answers. */
export const notConfigured = (channel: string) =>
  channel === CodeChannel.SMS ? 'code.smsNotConfigured' : 'code.emailNotConfigured';

/** Why a send failed, for the log (read on the Chinese console, as the templates are written). */
const reason = (error: unknown) =>
  error instanceof ServiceError
    ? localize('zh_CN', error)
    : (error instanceof Error ? error.message : String(error)) || '-';

/**
 * Every message the system sends (sign-in and reset codes, review and defense notices, 测试发送): the tenant's
 * template of the purpose and channel rendered, sent through the tenant's provider of the channel (or the
 * environment's default when none is configured), and written to the send log, codes masked. Review notices are
 * queued: their log rows are written in the review action's transaction and sent after it commits, in the
 * background, so a slow or failing gateway neither delays nor undoes the action.
 */
export class Messenger {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly repo: SmsRepo,
    private readonly secrets: SecretBox,
    /** The environment's providers (ZCPS_SMTP_*, the log provider), used where a tenant configured none. */
    private readonly fallback: Notifier,
    private readonly log: LogProvider,
    /** Whether the log provider may send (off in production unless ZCPS_NOTIFY_LOG). */
    private readonly logAllowed: boolean,
  ) {}

  /** The provider a tenant's channel sends through now, if any. */
  async provider(tenantId: string, channel: string): Promise<NotifyProvider | undefined> {
    const row = await this.repo.provider(tenantId, channel);
    if (!row) return this.fallback.provider(channel as CodeChannelKind);
    return this.build(row);
  }

  private build(row: SmsProviderRow): NotifyProvider | undefined {
    const open = (sealed: string | null) => (sealed ? this.secrets.open(sealed) : '');
    if (row.provider === 'log') return this.logAllowed ? this.log : undefined;
    if (row.provider === 'smtp')
      return new SmtpProvider({
        host: row.host,
        port: row.port ?? (row.secure ? 465 : 587),
        secure: row.secure,
        user: row.username || undefined,
        pass: open(row.passwordSealed),
        from: row.fromAddr,
      });
    if (row.provider === 'http')
      return new HttpGatewayProvider({
        url: row.url,
        secretHeader: row.secretHeader,
        secret: open(row.secretSealed),
      });
    return undefined;
  }

  /** Whether a code of this purpose can go out on the channel: a provider and an enabled template. */
  async ready(tenantId: string, channel: CodeChannelKind, purpose: NotifyPurposeKind): Promise<boolean> {
    const rendered = await this.render(this.repo.db, tenantId, purpose, channel, {});
    return rendered.enabled && (await this.provider(tenantId, channel)) !== undefined;
  }

  /** The tenant's template of the purpose and channel; the built-in one when the tenant has none. */
  private async template(
    db: Executor,
    tenantId: string,
    purpose: NotifyPurposeKind,
    channel: string,
  ): Promise<Rendered> {
    const row =
      (await this.repo.template(db, tenantId, purpose, channel)) ?? defaultTemplate(purpose, channel);
    if (!row) return { templateId: null, templateCode: '', subject: '', text: '', enabled: false };
    return {
      templateId: 'templateId' in row ? row.templateId : null,
      templateCode: row.templateCode,
      subject: row.subject,
      text: row.content,
      enabled: !('status' in row) || row.status === '0',
    };
  }

  private async render(
    db: Executor,
    tenantId: string,
    purpose: NotifyPurposeKind,
    channel: string,
    params: Record<string, string>,
  ): Promise<Rendered> {
    return rendered(await this.template(db, tenantId, purpose, channel), params);
  }

  /**
   * Sends one message now and logs it; throws when it could not be sent (the log row says 失败 and why). The
   * log keeps the text with any code masked.
   */
  async send(input: MessageInput): Promise<void> {
    const rendered = await this.render(
      this.repo.db,
      input.tenantId,
      input.purpose,
      input.channel,
      input.params,
    );
    const masked = codeMasked(input.params);
    const stored = isCodePurpose(input.purpose)
      ? await this.render(this.repo.db, input.tenantId, input.purpose, input.channel, masked)
      : rendered;
    const [logId] = await this.repo.addLogs(this.repo.db, [
      this.logRow(input.tenantId, input.channel, input.purpose, input.to, stored, masked),
    ]);
    await this.attempt(logId!, input.tenantId, input.channel, {
      to: input.to,
      subject: rendered.subject,
      text: rendered.text,
      params: input.params,
      templateCode: rendered.templateCode,
    });
  }

  /** 测试发送: a fixed text through the channel's provider, logged as purpose test. */
  async sendTest(tenantId: string, channel: CodeChannelKind, to: string, subject: string, text: string) {
    const [logId] = await this.repo.addLogs(this.repo.db, [
      this.logRow(
        tenantId,
        channel,
        'test',
        to,
        { templateId: null, templateCode: '', subject, text, enabled: true },
        {},
      ),
    ]);
    await this.attempt(logId!, tenantId, channel, { to, subject, text, params: {} });
  }

  /**
   * Review notices to applicants: for each channel whose template of the purpose is enabled and each applicant
   * with an address on it, a 待发送 log row in `tx`, sent after `tx` commits without the caller waiting.
   */
  async queueNotices(tx: Executor, tenantId: string, purpose: 'review' | 'defense', notices: NoticeInput[]) {
    if (!notices.length) return;
    const people = new Map(
      (await this.repo.recipients(tx, tenantId, [...new Set(notices.map((n) => n.userId))])).map((p) => [
        p.userId,
        p,
      ]),
    );
    const rows: SmsLogInsert[] = [];
    for (const channel of [CodeChannel.SMS, CodeChannel.EMAIL]) {
      const template = await this.template(tx, tenantId, purpose, channel);
      if (!template.enabled) continue;
      for (const notice of notices) {
        const person = people.get(notice.userId);
        const to = channel === CodeChannel.SMS ? person?.phonenumber : person?.email;
        if (!person || !to) continue;
        const params = { ...notice.params, name: person.nickName };
        rows.push(this.logRow(tenantId, channel, purpose, to, rendered(template, params), params));
      }
    }
    const ids = await this.repo.addLogs(tx, rows);
    if (ids.length) await afterCommit(tx, () => this.background(() => this.deliver(ids)));
  }

  /** 重发: the stored text again, through the channel's provider now. */
  async resend(row: SmsLogRow): Promise<void> {
    await this.attempt(row.logId, row.tenantId, row.channel as CodeChannelKind, {
      to: row.recipient,
      subject: row.subject,
      text: row.content,
      params: row.params ? (JSON.parse(row.params) as Record<string, string>) : {},
      templateCode: row.templateCode,
    });
  }

  /** Waits for the queued sends (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private background(work: () => Promise<void>): void {
    const running = work().finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  private async deliver(logIds: number[]): Promise<void> {
    for (const row of await this.repo.logsByIds(logIds)) {
      try {
        await this.resend(row);
      } catch {
        // The log row says 失败 and why; the review action stands.
      }
    }
  }

  private logRow(
    tenantId: string,
    channel: string,
    purpose: NotifyLogPurpose,
    to: string,
    rendered: Rendered,
    params: Record<string, string>,
  ): SmsLogInsert {
    return {
      tenantId,
      channel,
      purpose,
      recipient: to,
      templateId: rendered.templateId,
      templateCode: rendered.templateCode,
      subject: rendered.subject,
      content: rendered.text,
      params: JSON.stringify(params),
      status: SmsStatus.PENDING,
      attempts: 0,
    };
  }

  private async attempt(
    logId: number,
    tenantId: string,
    channel: CodeChannelKind,
    message: {
      to: string;
      subject: string;
      text: string;
      params: Record<string, string>;
      templateCode?: string;
    },
  ): Promise<void> {
    const provider = await this.provider(tenantId, channel);
    if (!provider) {
      // The log is read on the Chinese console, as the templates are written.
      const why = formatMessage('zh_CN', notConfigured(channel));
      await this.repo.attempted(logId, '', why);
      throw new ServiceError(notConfigured(channel));
    }
    try {
      await provider.send({ channel, ...message });
      await this.repo.attempted(logId, provider.name, null);
    } catch (error) {
      await this.repo.attempted(logId, provider.name, reason(error));
      throw error;
    } finally {
      if (provider instanceof SmtpProvider && provider !== this.fallback.provider(channel)) provider.close();
    }
  }
}
