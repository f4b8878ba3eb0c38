import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazyRequire } from '../lazy-require.js';
import type { NotifyProvider, OutgoingMessage } from './notifier.js';

const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

/** Email through an SMTP server (nodemailer); one pooled transport per server instance. */
export class SmtpProvider implements NotifyProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer().createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
      pool: true,
      connectionTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }

  close(): void {
    this.transport.close();
  }
}
