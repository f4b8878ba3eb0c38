import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  MonitorPermission as P,
  onlineFilterSchema,
  onlineUserVoSchema,
  tableSchema,
  tokenIdListParam,
  tokenIdParam,
} from '@zcps/contracts';
import { ok, table } from '../../../platform/http/envelope.js';
import type { OnlineService } from './online.service.js';

const TITLE = '在线用户';
const force = { title: TITLE, businessType: BusinessType.FORCE };

export const onlineRoutes: FastifyPluginAsync<{ online: OnlineService }> = async (
  base,
  { online: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitor/online'];
  const rows = { 200: tableSchema(onlineUserVoSchema) };

  app.get(
    '/monitor/online/list',
    {
      config: { access: { permission: P.ONLINE_LIST } },
      schema: { tags, querystring: onlineFilterSchema, response: rows },
    },
    async (request) => {
      const list = await service.list(request.user!, request.query);
      return table(request.lang, list, list.length);
    },
  );

  app.get(
    '/monitor/online',
    { config: { access: 'login' }, schema: { tags, response: rows } },
    async (request) => {
      const list = await service.mine(request.user!);
      return table(request.lang, list, list.length);
    },
  );

  app.delete(
    '/monitor/online/batch/:tokenIds',
    {
      config: { access: { permission: P.ONLINE_BATCH_LOGOUT }, log: force },
      schema: {
        tags,
        params: z.object({ tokenIds: tokenIdListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.forceLogout(request.user!, request.params.tokenIds, false);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/monitor/online/my/:tokenId',
    {
      config: { access: 'login', log: force },
      schema: { tags, params: z.object({ tokenId: tokenIdParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.endMine(request.user!, request.params.tokenId);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/monitor/online/:tokenId',
    {
      config: { access: { permission: P.ONLINE_FORCE_LOGOUT }, log: force },
      schema: { tags, params: z.object({ tokenId: tokenIdParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.forceLogout(request.user!, [request.params.tokenId], true);
      return ok(request.lang, null);
    },
  );
};
