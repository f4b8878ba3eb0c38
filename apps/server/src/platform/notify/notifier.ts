import type { CodeChannelKind } from '@zcps/contracts';

/** One message to one recipient: a mobile number (SMS) or an email address. */
export interface OutgoingMessage {
  channel: CodeChannelKind;
  to: string;
  subject: string;
  text: string;
  /** Template parameters for providers that send templates rather than text (most SMS gateways). */
  params: Record<string, string>;
  /** The gateway's template id, when the message comes from a template that names one. */
  templateCode?: string;
}

/**
 * Sends messages of one channel. SMTP email and the log provider ship with the server; a real SMS gateway is
 * one more implementation registered with `Notifier.register('sms', provider)` (see the README).
 */
export interface NotifyProvider {
  /** Shown in logs and the health of the channel, e.g. 'smtp', 'log'. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The provider of each channel; a channel without one cannot send (the code request is refused). */
export class Notifier {
  private readonly providers = new Map<CodeChannelKind, NotifyProvider>();

  register(channel: CodeChannelKind, provider: NotifyProvider): void {
    this.providers.set(channel, provider);
  }

  provider(channel: CodeChannelKind): NotifyProvider | undefined {
    return this.providers.get(channel);
  }

  async send(message: OutgoingMessage): Promise<void> {
    const provider = this.providers.get(message.channel);
    if (!provider) throw new Error(`no provider for channel ${message.channel}`);
    await provider.send(message);
  }
}
