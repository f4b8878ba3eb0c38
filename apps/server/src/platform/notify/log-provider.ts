import fs from 'node:fs';
import type { NotifyProvider, OutgoingMessage } from './notifier.js';

export interface NotifyLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Development and tests: writes each message to the server log at warn level (visible at the default level
 * and in the e2e server's stderr), to an optional JSON-lines file and to an optional in-memory outbox that API
 * tests read codes from.
 */
export class LogProvider implements NotifyProvider {
  readonly name = 'log';
  /** Sent messages, newest last; only kept when the outbox is on (tests). */
  readonly outbox: OutgoingMessage[] = [];
  private logger: NotifyLogger = { warn: (obj, msg) => console.warn(msg, obj) };

  constructor(private readonly options: { file?: string; outbox?: boolean } = {}) {}

  useLogger(logger: NotifyLogger): void {
    this.logger = logger;
  }

  async send(message: OutgoingMessage): Promise<void> {
    this.logger.warn(
      { channel: message.channel, to: message.to, params: message.params },
      `notify (log provider): ${message.channel} to ${message.to}: ${message.text}`,
    );
    if (this.options.file) {
      const line = JSON.stringify({ time: new Date().toISOString(), ...message });
      await fs.promises.appendFile(this.options.file, `${line}\n`, { mode: 0o600 });
    }
    if (this.options.outbox) this.outbox.push(message);
  }
}
