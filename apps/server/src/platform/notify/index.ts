import { CodeChannel } from '@zcps/contracts';
import { LogProvider } from './log-provider.js';
import { Notifier } from './notifier.js';
import { SmtpProvider, type SmtpConfig } from './smtp-provider.js';

export { Notifier, type NotifyProvider, type OutgoingMessage } from './notifier.js';
export { LogProvider } from './log-provider.js';
export { SmtpProvider, type SmtpConfig } from './smtp-provider.js';
export { HttpGatewayProvider, type HttpGatewayConfig } from './http-provider.js';

export interface NotifyConfig {
  /** Email goes through SMTP when set; otherwise to the log provider, if that is on. */
  smtp?: SmtpConfig;
  /**
   * Let the log provider stand in for channels without a real one. It writes codes to the server log, so
   * `loadConfig` turns it off in production unless ZCPS_NOTIFY_LOG asks for it; off when absent.
   */
  logProvider?: boolean;
  /** JSON lines of every message the log provider writes (e2e tests read codes from it). */
  logFile?: string;
  /** Keep the log provider's messages in memory (API tests). */
  outbox?: boolean;
}

/**
 * Email goes to SMTP when configured; SMS, and email without SMTP, go to the log provider when it is on and
 * otherwise have no provider, so a code request on them is refused. The log provider is returned either way,
 * so the app can give it its logger and tests can read its outbox.
 */
export function createNotifier(config: NotifyConfig = {}): { notifier: Notifier; log: LogProvider } {
  const notifier = new Notifier();
  const log = new LogProvider({ file: config.logFile, outbox: config.outbox });
  if (config.logProvider) notifier.register(CodeChannel.SMS, log);
  if (config.smtp) notifier.register(CodeChannel.EMAIL, new SmtpProvider(config.smtp));
  else if (config.logProvider) notifier.register(CodeChannel.EMAIL, log);
  return { notifier, log };
}
