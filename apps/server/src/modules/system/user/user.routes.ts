import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resultSchema, userInfoVoSchema } from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { UserInfoService } from './user-info.service.js';

export const userRoutes: FastifyPluginAsync<{ userInfo: UserInfoService }> = async (app, { userInfo }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/system/user/getInfo',
    {
      config: { access: 'login', ownTenant: true, beforePasswordChange: true },
      schema: { tags: ['system/user'], response: { 200: resultSchema(userInfoVoSchema) } },
    },
    async (request) => ok(request.lang, await userInfo.getInfo(request.user!)),
  );
};
