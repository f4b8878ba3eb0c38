import { ServiceError } from '../http/errors.js';
import type { NotifyProvider, OutgoingMessage } from './notifier.js';

export interface HttpGatewayConfig {
  url: string;
  /** The header the secret travels in (e.g. X-Api-Key); none when blank. */
  secretHeader: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * A generic SMS gateway: POSTs JSON `{to, templateCode, params, text}` to the configured URL with the secret in
 * a header; any 2xx answer is sent, anything else (or no answer within the timeout) fails with its status.
 */
export class HttpGatewayProvider implements NotifyProvider {
  readonly name = 'http';

  constructor(private readonly config: HttpGatewayConfig) {}

  async send(message: OutgoingMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.config.secretHeader && this.config.secret)
      headers[this.config.secretHeader] = this.config.secret;
    let response: Response;
    try {
      response = await fetch(this.config.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          to: message.to,
          templateCode: message.templateCode ?? '',
          params: message.params,
          text: message.text,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new ServiceError(timedOut ? 'sms.gatewayTimeout' : 'sms.gatewayUnreachable');
    }
    const body = (await response.text().catch(() => '')).slice(0, 200);
    if (!response.ok)
      throw new ServiceError('sms.gatewayStatus', { status: String(response.status), body: body || '-' });
  }
}
