import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  qrScanVoSchema,
  qrTicketCreateSchema,
  QR_POLL_KEY_HEADER,
  qrTicketParam,
  qrTicketStateVoSchema,
  qrTicketVoSchema,
  resultSchema,
} from '@zcps/contracts';
import { clientInfo } from '../../platform/http/client-info.js';
import { ok } from '../../platform/http/envelope.js';
import type { QrCodeService } from './qrcode.service.js';
import type { RateLimiter } from './rate-limit.js';

/** New tickets per IP and minute: a login page asks for one every 2 minutes, or on refresh. */
const TICKETS_PER_MINUTE = 20;
/** Polls per ticket and minute: the page polls every 2 s. */
const POLLS_PER_MINUTE = 60;
const params = z.object({ ticket: qrTicketParam });
const log = (businessType: BusinessType) => ({ title: '扫码登录', businessType });

export const qrCodeRoutes: FastifyPluginAsync<{ qrCodes: QrCodeService; limiter: RateLimiter }> = async (
  base,
  { qrCodes: service, limiter },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/auth/qrcode/ticket',
    {
      config: { access: 'public' },
      schema: { tags, body: qrTicketCreateSchema, response: { 200: resultSchema(qrTicketVoSchema) } },
    },
    async (request) => {
      await limiter.hit('qrcode-ticket', request.ip, TICKETS_PER_MINUTE, 60);
      return ok(request.lang, await service.create(request.body, clientInfo(request)));
    },
  );

  // The answer carries the session token once, so it travels encrypted.
  app.get(
    '/auth/qrcode/:ticket',
    {
      config: { access: 'public', encryptResponse: true },
      schema: {
        tags,
        description:
          'State of the ticket: waiting, scanned, confirmed (token, once), expired, cancelled. The body is ' +
          'encrypted (encrypt-key header): send your RSA modulus in encrypt-public-key to receive the key. ' +
          'The qr-poll-key header carries the pollKey the ticket came with.',
        params,
        response: { 200: resultSchema(qrTicketStateVoSchema) },
      },
    },
    async (request) => {
      await limiter.hit('qrcode-poll', request.params.ticket, POLLS_PER_MINUTE, 60);
      const ctx = { lang: request.lang, client: clientInfo(request) };
      const pollKey = request.headers[QR_POLL_KEY_HEADER];
      return ok(
        request.lang,
        await service.poll(request.params.ticket, typeof pollKey === 'string' ? pollKey : '', ctx),
      );
    },
  );

  app.post(
    '/auth/qrcode/:ticket/scan',
    {
      config: { access: 'login', ownTenant: true, log: log(BusinessType.OTHER) },
      schema: { tags, params, response: { 200: resultSchema(qrScanVoSchema) } },
    },
    async (request) => ok(request.lang, await service.scan(request.params.ticket, request.user!)),
  );

  app.post(
    '/auth/qrcode/:ticket/confirm',
    {
      config: { access: 'login', ownTenant: true, log: log(BusinessType.GRANT) },
      schema: { tags, params, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.confirm(request.params.ticket, request.user!);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/auth/qrcode/:ticket/cancel',
    {
      config: { access: 'login', ownTenant: true, log: log(BusinessType.OTHER) },
      schema: { tags, params, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.cancel(request.params.ticket, request.user!);
      return ok(request.lang, null);
    },
  );
};
