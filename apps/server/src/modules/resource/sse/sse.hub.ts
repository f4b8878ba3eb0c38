import type { ServerResponse } from 'node:http';
import { SSE_MESSAGE_EVENT } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import type { Store } from '../../../platform/store/index.js';

const CHANNEL = 'sse:push';
const HEARTBEAT_MS = 30_000;

/** What travels between instances: text for some users of a tenant, or an order to close sessions' streams. */
export interface SsePush {
  /** Texts go to one tenant's users; absent only on an order to close sessions' streams (tokenIds are unique). */
  tenantId?: string;
  /** Only these users; absent = every signed-in user of the tenant. */
  userIds?: number[];
  text?: string;
  /** The SSE event name of the text; `message` unless given. */
  event?: string;
  /** Close the streams of these sessions (logout, forced logout, any ended session). */
  closeTokenIds?: string[];
}

interface Client {
  tenantId: string;
  userId: number;
  tokenId: string;
  out: ServerResponse;
}

/** `data:` lines of one event; a line break inside the text starts another data line, as the format wants. */
export function eventText(text: string, event = SSE_MESSAGE_EVENT): string {
  const data = text
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n');
  return `event: ${event}\n${data}\n\n`;
}

/**
 * Server-sent events for signed-in users. Each instance holds its own open streams; every push goes through
 * the store's pub/sub, so a user connected to any instance receives what any instance sends.
 */
export class SseHub {
  private readonly clients = new Set<Client>();
  private subscribed: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    private readonly sessions: SessionService,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  /** Subscribes this instance once; called when the SSE route is registered. */
  start(): Promise<void> {
    if (!this.subscribed) {
      // A session ended anywhere (forced logout, disabled user…) closes its stream now, not at the next beat.
      this.sessions.onEnded(
        (tokenIds) => void this.publish({ closeTokenIds: tokenIds }).catch(() => undefined),
      );
    }
    this.subscribed ??= this.store.subscribe(CHANNEL, (message) => this.deliver(message));
    this.heartbeat ??= setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
    return this.subscribed;
  }

  get size(): number {
    return this.clients.size;
  }

  /** Keeps the response open as the user's stream until the client or the session goes away. */
  attach(user: LoginUser, out: ServerResponse): void {
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(':connected\n\n');
    const client: Client = { tenantId: user.tenantId, userId: user.userId, tokenId: user.tokenId, out };
    this.clients.add(client);
    out.on('close', () => this.clients.delete(client));
  }

  publish(push: SsePush): Promise<void> {
    return this.store.publish(CHANNEL, JSON.stringify(push));
  }

  /** Ends every stream of this instance (shutdown). */
  closeAll(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const client of this.clients) client.out.end();
    this.clients.clear();
  }

  private deliver(message: string): void {
    let push: SsePush;
    try {
      push = JSON.parse(message) as SsePush;
    } catch {
      return;
    }
    const users = push.userIds ? new Set(push.userIds) : null;
    const closing = push.closeTokenIds ? new Set(push.closeTokenIds) : null;
    const frame = push.text === undefined ? null : eventText(push.text, push.event);
    for (const client of this.clients) {
      if (closing?.has(client.tokenId)) {
        this.clients.delete(client);
        client.out.end();
        continue;
      }
      if (client.tenantId !== push.tenantId) continue;
      if (frame && (!users || users.has(client.userId))) client.out.write(frame);
    }
  }

  /** A comment keeps proxies from timing the stream out; streams of ended sessions are closed. */
  private async beat(): Promise<void> {
    for (const client of [...this.clients]) {
      if (!(await this.sessions.get(client.tokenId))) {
        this.clients.delete(client);
        client.out.end();
      } else client.out.write(':ping\n\n');
    }
  }
}
