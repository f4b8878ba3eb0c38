import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessType,
  codeSendSchema,
  codeSentVoSchema,
  emptyResultSchema,
  passwordResetSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok, okMsg } from '../../platform/http/envelope.js';
import { captchaRoutes } from './captcha.routes.js';
import type { SignIn } from './sign-in.js';

/** Codes by SMS or email (login and reset) and the reset itself; the captcha routes come along. */
export const passwordResetRoutes: FastifyPluginAsync<
  Pick<SignIn, 'codes' | 'reset' | 'limiter' | 'captcha' | 'notifyLog'>
> = async (base, { codes, reset, limiter, captcha, notifyLog }) => {
  notifyLog.useLogger(base.log);
  await base.register(captchaRoutes, { captcha, limiter });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/auth/code/send',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'A six-digit code (5 minutes, single use) for login or reset; one per 60 s per address, ' +
          'sys.account.codeDailyLimit a day. code/uuid: the captcha ticket when the captcha is on.',
        body: codeSendSchema,
        response: { 200: resultSchema(codeSentVoSchema) },
      },
    },
    async (request) => {
      await limiter.hit('code-send', request.ip, 20, 3600);
      const sent = await codes.send(request.body);
      return ok(request.lang, sent, request.t('code.sent'));
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: {
        access: 'public',
        encrypt: true,
        log: { title: '找回密码', businessType: BusinessType.UPDATE },
      },
      schema: {
        tags,
        description: 'Encrypted body: channel, phonenumber or email, smsCode, password, confirmPassword.',
        body: passwordResetSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await limiter.hit('password-reset', request.ip, 20, 3600);
      await reset.reset(request.body);
      return okMsg(request.t('reset.ok'));
    },
  );
};
