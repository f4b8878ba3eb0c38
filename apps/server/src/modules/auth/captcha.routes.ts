import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaTicketVoSchema, captchaVerifySchema, captchaVoSchema, resultSchema } from '@zcps/contracts';
import { ok } from '../../platform/http/envelope.js';
import type { CaptchaService } from './captcha.service.js';
import type { RateLimiter } from './rate-limit.js';

export const captchaRoutes: FastifyPluginAsync<{ captcha: CaptchaService; limiter: RateLimiter }> = async (
  app,
  { captcha, limiter },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  if (captcha.seeded)
    app.log.warn('captcha images are seeded (ZCPS_CAPTCHA_SEED, NODE_ENV=test): test use only');

  r.get(
    '/auth/code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'A slide or click-point captcha (sys.account.captchaType); 2 minutes, single use.',
        response: { 200: resultSchema(captchaVoSchema) },
      },
    },
    async (request) => {
      await limiter.hit('captcha', request.ip, 30, 60);
      return ok(request.lang, await captcha.issue());
    },
  );

  r.post(
    '/auth/captcha/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Slide: {uuid, x}; click: {uuid, points}. A right answer earns a single-use ticket.',
        body: captchaVerifySchema,
        response: { 200: resultSchema(captchaTicketVoSchema) },
      },
    },
    async (request) => {
      await limiter.hit('captcha-verify', request.ip, 60, 60);
      const ticket = await captcha.verify(request.body);
      return ok(request.lang, ticket, request.t('auth.captchaOk'));
    },
  );
};
