import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  OssConfigPermission as P,
  ossConfigBodySchema,
  ossConfigFilterSchema,
  ossConfigStatusSchema,
  ossConfigUpdateSchema,
  ossConfigVoSchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { ConfiguredObjectStores } from './object-stores.js';
import { assertPlatform, type OssConfigService } from './oss-config.service.js';

const TITLE = '对象存储配置';
const BASE = '/resource/oss/config';
const listQuery = listQuerySchema.extend(ossConfigFilterSchema.shape);
const log = (businessType: BusinessType) => ({ title: TITLE, businessType });

/**
 * Platform-wide settings: routes run in the caller's own tenant (`ownTenant`) even while the super admin views
 * another, and callers of other tenants are refused.
 */
export const ossConfigRoutes: FastifyPluginAsync<{
  ossConfigs: OssConfigService;
  ossStores: ConfiguredObjectStores;
}> = async (base, { ossConfigs: service, ossStores }) => {
  base.addHook('onClose', async () => ossStores.close());
  // Before validation: a caller of another tenant learns nothing, not even which input would be accepted.
  base.addHook('preValidation', async (request) => assertPlatform(request.user!));
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['resource/oss-config'];

  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: P.LIST }, ownTenant: true },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(ossConfigVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${BASE}/:ossConfigId`,
    {
      config: { access: { permission: [P.LIST, P.EDIT] }, ownTenant: true },
      schema: {
        tags,
        params: z.object({ ossConfigId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(ossConfigVoSchema) },
      },
    },
    async (request) => {
      return ok(request.lang, await service.get(request.params.ossConfigId));
    },
  );

  app.post(
    BASE,
    {
      config: { access: { permission: P.ADD }, ownTenant: true, log: log(BusinessType.INSERT) },
      schema: { tags, body: ossConfigBodySchema, response: { 200: emptyResultSchema } },
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
      schema: { tags, body: ossConfigUpdateSchema, response: { 200: emptyResultSchema } },
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
      schema: { tags, body: ossConfigStatusSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeStatus(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${BASE}/:ossConfigIds`,
    {
      config: { access: { permission: P.REMOVE }, ownTenant: true, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ ossConfigIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.params.ossConfigIds);
      return ok(request.lang, null);
    },
  );
};
