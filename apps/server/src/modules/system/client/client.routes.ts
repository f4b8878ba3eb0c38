import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  ClientPermission as P,
  clientBodySchema,
  clientFilterSchema,
  clientStatusSchema,
  clientUpdateSchema,
  clientVoSchema,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { assertPlatform } from '../../resource/oss-config/oss-config.service.js';
import type { ClientService } from './client.service.js';

const TITLE = '客户端管理';
const BASE = '/system/client';
const listQuery = listQuerySchema.extend(clientFilterSchema.shape);
const log = (businessType: BusinessType) => ({ title: TITLE, businessType });

/**
 * Clients decide how logins of every tenant are issued, so they are platform settings: routes run in the
 * caller's own tenant (`ownTenant`) and callers of other tenants are refused.
 */
export const clientRoutes: FastifyPluginAsync<{ clients: ClientService }> = async (
  base,
  { clients: service },
) => {
  acceptFormBodies(base);
  // Before validation: a caller of another tenant learns nothing, not even which input would be accepted.
  base.addHook('preValidation', async (request) => assertPlatform(request.user!));
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/client'];

  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: P.LIST }, ownTenant: true },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(clientVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${BASE}/export`,
    {
      config: { access: { permission: P.EXPORT }, ownTenant: true, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: clientFilterSchema, body: clientFilterSchema.optional() },
    },
    async (request, reply) => {
      const file = await service.export({ ...request.query, ...(request.body ?? {}) }, request.lang);
      return sendXlsx(reply, request.t('client.file'), file);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: { permission: P.QUERY }, ownTenant: true },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(clientVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.params.id)),
  );

  app.post(
    BASE,
    {
      config: { access: { permission: P.ADD }, ownTenant: true, log: log(BusinessType.INSERT) },
      schema: { tags, body: clientBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.add(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    BASE,
    {
      config: { access: { permission: P.EDIT }, ownTenant: true, log: log(BusinessType.UPDATE) },
      schema: { tags, body: clientUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.edit(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${BASE}/changeStatus`,
    {
      config: { access: { permission: P.EDIT }, ownTenant: true, log: log(BusinessType.UPDATE) },
      schema: { tags, body: clientStatusSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeStatus(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${BASE}/:ids`,
    {
      config: { access: { permission: P.REMOVE }, ownTenant: true, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ ids: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.ids);
      return ok(request.lang, null);
    },
  );
};
