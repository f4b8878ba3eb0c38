import { CodeChannel } from '@zcps/contracts';
import { LogProvider } from './log-provider.js';
import { Notifier } from './notifier.js';
import { SmtpProvider, type SmtpConfig } from './smtp-provider.js';

export { Notifier, type NotifyProvider, type OutgoingMessage } from './notifier.js';
export { LogProvider } from './log-provider.js';
export { SmtpProvider, type SmtpConfig } from './smtp-provider.js';

export interface NotifyConfig {
  /** Email goes through SMTP when set; otherwise to the log provider. */
  smtp?: SmtpConfig;
  /** JSON lines of every message the log provider writes (e2e tests read codes from it). */
  logFile?: string;
  /** Keep the log provider's messages in memory (API tests). */
  outbox?: boolean;
}

/**
 * SMS always goes to the log provider until a gateway is registered; email goes to SMTP when configured.
 * The log provider is returned too, so the app can give it its logger and tests can read its outbox.
 */
export function createNotifier(config: NotifyConfig = {}): { notifier: Notifier; log: LogProvider } {
  const notifier = new Notifier();
  const log = new LogProvider({ file: config.logFile, outbox: config.outbox });
  notifier.register(CodeChannel.SMS, log);
  notifier.register(CodeChannel.EMAIL, config.smtp ? new SmtpProvider(config.smtp) : log);
  return { notifier, log };
}
