import crypto from 'node:crypto';
import {
  DEFAULT_TENANT_ID,
  QRCODE_TTL_SECONDS,
  QrCodeState,
  type QrCodeStateValue,
  type QrScanVo,
  type QrTicketCreateBody,
  type QrTicketStateVo,
  type QrTicketVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../platform/auth/login-user.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import { ServiceError } from '../../platform/http/errors.js';
import type { Store } from '../../platform/store/index.js';
import type { UserRepo } from '../system/user/user.repo.js';
import type { AuthRepo } from './auth.repo.js';
import type { AuthService, LoginContext } from './auth.service.js';

const TICKET = 'qr-ticket:';
/** Set once the token went out: a replayed ticket is told so instead of "expired". */
const DONE = 'qr-ticket-done:';
/** Taken by the one poll that delivers the token (setIfAbsent), so two polls cannot both sign in. */
const CLAIM = 'qr-ticket-claim:';
const DONE_TTL_SECONDS = 600;

const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** What the store keeps per ticket: the web page that shows it, and who scanned and confirmed it. */
interface Ticket {
  state: QrCodeStateValue;
  clientId: string;
  /** The page's tenant when it chose one; otherwise the scanning user's decides. */
  tenantId: string | null;
  rememberMe: boolean;
  page: ClientInfo;
  /** SHA-256 of the page's poll key. */
  pollKeyHash: string;
  scanner?: { userId: number; tokenId: string; userName: string; nickName: string };
}

/**
 * QR code sign-in: the login page draws a one-time ticket (2 minutes) and polls it; a signed-in session of the
 * same tenant scans and confirms it; the next poll opens a session for that user with the page's client.
 */
export class QrCodeService {
  constructor(
    private readonly store: Store,
    private readonly auth: AuthService,
    private readonly authRepo: AuthRepo,
    private readonly users: UserRepo,
  ) {}

  async create(body: QrTicketCreateBody, page: ClientInfo): Promise<QrTicketVo> {
    const client = await this.authRepo.clientById(body.clientId);
    if (!client) throw new ServiceError('auth.clientInvalid');
    if (client.status !== '0') throw new ServiceError('auth.clientDisabled');
    const ticket = crypto.randomBytes(32).toString('base64url');
    const pollKey = crypto.randomBytes(32).toString('base64url');
    const value: Ticket = {
      state: QrCodeState.WAITING,
      clientId: client.clientId,
      tenantId: body.tenantId || null,
      rememberMe: body.rememberMe ?? false,
      page,
      pollKeyHash: hashOf(pollKey),
    };
    await this.store.set(TICKET + ticket, JSON.stringify(value), QRCODE_TTL_SECONDS);
    return { ticket, content: `zcps:qrlogin:${ticket}`, expireIn: QRCODE_TTL_SECONDS, pollKey };
  }

  private async read(ticket: string): Promise<Ticket | null> {
    const raw = await this.store.get(TICKET + ticket);
    return raw ? (JSON.parse(raw) as Ticket) : null;
  }

  /** A ticket that is gone was either used (said so) or never valid / expired. */
  private async gone(ticket: string): Promise<never> {
    if (await this.store.get(DONE + ticket)) throw new ServiceError('qrcode.used');
    throw new ServiceError('qrcode.expired');
  }

  private async write(ticket: string, value: Ticket): Promise<void> {
    const ttl = await this.store.ttl(TICKET + ticket);
    if (ttl <= 0) await this.gone(ticket);
    await this.store.set(TICKET + ticket, JSON.stringify(value), ttl);
  }

  /** The scanning session's own ticket, in a state it may still move. */
  private async forScanner(ticket: string, caller: LoginUser): Promise<Ticket> {
    const value = (await this.read(ticket)) ?? (await this.gone(ticket));
    if (value.tenantId && value.tenantId !== caller.tenantId) throw new ServiceError('qrcode.otherTenant');
    if (value.scanner && value.scanner.tokenId !== caller.tokenId)
      throw new ServiceError('qrcode.otherScanner');
    if (value.state === QrCodeState.CANCELLED) throw new ServiceError('qrcode.cancelled');
    if (value.state === QrCodeState.CONFIRMED) throw new ServiceError('qrcode.used');
    return value;
  }

  async scan(ticket: string, caller: LoginUser): Promise<QrScanVo> {
    const value = await this.forScanner(ticket, caller);
    value.state = QrCodeState.SCANNED;
    value.tenantId = caller.tenantId;
    value.scanner = {
      userId: caller.userId,
      tokenId: caller.tokenId,
      userName: caller.userName,
      nickName: caller.nickName,
    };
    await this.write(ticket, value);
    return { tenantId: caller.tenantId, ...value.page };
  }

  async confirm(ticket: string, caller: LoginUser): Promise<void> {
    const value = await this.forScanner(ticket, caller);
    if (!value.scanner) throw new ServiceError('qrcode.notScanned');
    value.state = QrCodeState.CONFIRMED;
    await this.write(ticket, value);
  }

  async cancel(ticket: string, caller: LoginUser): Promise<void> {
    const value = await this.forScanner(ticket, caller);
    value.state = QrCodeState.CANCELLED;
    await this.write(ticket, value);
  }

  /** The page's poll; the first poll after the confirmation signs the page in and answers the token. */
  async poll(ticket: string, pollKey: string, ctx: LoginContext): Promise<QrTicketStateVo> {
    const value = await this.read(ticket);
    if (!value) {
      if (await this.store.get(DONE + ticket)) throw new ServiceError('qrcode.used');
      return { state: QrCodeState.EXPIRED, scannedBy: null, token: null };
    }
    const given = Buffer.from(hashOf(pollKey));
    if (!crypto.timingSafeEqual(given, Buffer.from(value.pollKeyHash)))
      throw new ServiceError('qrcode.notFound');
    const scannedBy = value.scanner?.nickName ?? null;
    if (value.state !== QrCodeState.CONFIRMED) return { state: value.state, scannedBy, token: null };
    if (!(await this.store.setIfAbsent(CLAIM + ticket, '1', DONE_TTL_SECONDS)))
      throw new ServiceError('qrcode.used');
    await this.store.set(DONE + ticket, '1', DONE_TTL_SECONDS);
    await this.store.del(TICKET + ticket);
    const scanner = value.scanner!;
    const base = {
      clientId: value.clientId,
      grantType: 'qrcode',
      tenantId: value.tenantId ?? DEFAULT_TENANT_ID,
      rememberMe: value.rememberMe,
    };
    // The session is the web page's: its client, address and browser, not the scanning device's.
    const token = await this.auth.loginVerified(
      base,
      scanner.userName,
      { ...ctx, client: value.page },
      async (tenantId) => {
        const user = await this.users.findById(tenantId, scanner.userId);
        if (!user) throw new ServiceError('qrcode.expired');
        if (user.status !== '0') throw new ServiceError('auth.userDisabled', { username: user.userName });
        return user;
      },
    );
    return { state: QrCodeState.CONFIRMED, scannedBy, token };
  }
}
