import {
  DEFAULT_CLIENT_ID,
  QR_POLL_KEY_HEADER,
  type QrTicketStateVo,
  type QrTicketVo,
  type Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const createTicket = (tenantId: string, rememberMe: boolean) =>
  http.post<Result<QrTicketVo>>(
    '/auth/qrcode/ticket',
    { clientId: DEFAULT_CLIENT_ID, tenantId, rememberMe },
    { isToken: false, repeatSubmit: false, silent: true },
  );

/** The answer may carry the session token: it needs the page's poll key and comes encrypted for this page. */
export const pollTicket = (ticket: string, pollKey: string) =>
  http.get<Result<QrTicketStateVo>>(`/auth/qrcode/${ticket}`, {
    headers: { [QR_POLL_KEY_HEADER]: pollKey },
    isToken: false,
    silent: true,
    encryptResponse: true,
  });

/** The QR code as an SVG data URI; the generator loads only when the QR panel opens. */
export async function qrImage(content: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(content, { ecc: 'M', border: 2 }))}`;
}
