import { z } from 'zod';
import { loginVoSchema } from './auth.js';

/** A QR sign-in ticket lives this long; the page then shows "expired" and offers a new one. */
export const QRCODE_TTL_SECONDS = 120;

/** How often the login page asks for the ticket's state. */
export const QRCODE_POLL_MS = 2000;

export const QrCodeState = {
  WAITING: 'waiting',
  SCANNED: 'scanned',
  CONFIRMED: 'confirmed',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
} as const;
export type QrCodeStateValue = (typeof QrCodeState)[keyof typeof QrCodeState];

/** Tickets are 43 characters of base64url (32 random bytes). */
export const qrTicketParam = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const QR_POLL_KEY_HEADER = 'qr-poll-key';

/** `POST /auth/qrcode/ticket`: the web page's client and tenant, so the session opened later is of that page. */
export const qrTicketCreateSchema = z.object({
  clientId: z.string().trim().min(1).max(64),
  tenantId: z.string().trim().max(20).optional(),
  rememberMe: z.boolean().optional(),
});
export type QrTicketCreateBody = z.infer<typeof qrTicketCreateSchema>;

export const qrTicketVoSchema = z.object({
  ticket: z.string(),
  /** What the QR code encodes: the mobile app opens it, or any signed-in client posts scan/confirm. */
  content: z.string(),
  expireIn: z.number().int(),
  /**
   * Known to the page only (not in the code): the poll must send it in `qr-poll-key`, so whoever photographs
   * the code cannot collect the token.
   */
  pollKey: z.string(),
});
export type QrTicketVo = z.infer<typeof qrTicketVoSchema>;

/** The poll answer; `token` only once, on the poll that sees the confirmation. */
export const qrTicketStateVoSchema = z.object({
  state: z.enum(['waiting', 'scanned', 'confirmed', 'expired', 'cancelled']),
  /** Nickname of the scanning user, once scanned (the page says who is signing in). */
  scannedBy: z.string().nullable().optional(),
  token: loginVoSchema.nullable().optional(),
});
export type QrTicketStateVo = z.infer<typeof qrTicketStateVoSchema>;

/** What the scanning device sees after a scan: where the page signs in. */
export const qrScanVoSchema = z.object({
  tenantId: z.string(),
  browser: z.string(),
  os: z.string(),
  ipaddr: z.string(),
});
export type QrScanVo = z.infer<typeof qrScanVoSchema>;
