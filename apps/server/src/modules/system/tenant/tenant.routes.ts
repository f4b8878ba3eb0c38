import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
  TenantPermission as P,
  tenantCreateSchema,
  tenantFilterSchema,
  tenantStatusSchema,
  tenantSyncQuerySchema,
  tenantUpdateSchema,
  tenantVoSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import type { TenantService } from './tenant.service.js';

export const TENANT_LOG_TITLE = '租户管理';
const BASE = '/system/tenant';
const listQuery = listQuerySchema.extend(tenantFilterSchema.shape);
const exportFilters = tenantFilterSchema.extend(exportDatesShape);
const log = (businessType: BusinessType) => ({ title: TENANT_LOG_TITLE, businessType });

/** /system/tenant (reference §6 Tenant): list, form, create with its admin, edit, status, delete, sync, export. */
export const tenantRoutes: FastifyPluginAsync<{ tenants: TenantService }> = async (
  base,
  { tenants: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/tenant'];
  // Tenant rows are the platform's, whatever tenant the super admin is viewing.
  const config = (permission: string, businessType?: BusinessType) => ({
    access: { permission, superAdmin: true as const },
    ownTenant: true,
    ...(businessType === undefined ? {} : { log: log(businessType) }),
  });

  app.get(
    `${BASE}/list`,
    {
      config: config(P.LIST),
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(tenantVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${BASE}/export`,
    {
      config: config(P.EXPORT, BusinessType.EXPORT),
      schema: { tags, querystring: exportFilters, body: exportFilters.nullish() },
    },
    async (request, reply) => {
      const file = await service.export(
        mergeExportFilters(request.query, request.body ?? undefined),
        request.lang,
      );
      return sendXlsx(reply, request.t('tenant.file'), file);
    },
  );

  app.get(
    `${BASE}/syncTenantPackage`,
    {
      config: config(P.EDIT, BusinessType.UPDATE),
      schema: { tags, querystring: tenantSyncQuerySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const { tenantId, packageId } = request.query;
      await service.syncPackage(request.user!, tenantId, packageId);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: config(P.QUERY),
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(tenantVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.params.id)),
  );

  app.post(
    BASE,
    {
      config: { ...config(P.ADD, BusinessType.INSERT), encrypt: true },
      schema: {
        tags,
        description: 'Encrypted body (encrypt-key header). Answers the new tenant id.',
        body: tenantCreateSchema,
        response: { 200: resultSchema(z.string()) },
      },
    },
    async (request) => ok(request.lang, await service.add(request.user!, request.body)),
  );

  app.put(
    BASE,
    {
      config: config(P.EDIT, BusinessType.UPDATE),
      schema: { tags, body: tenantUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.edit(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${BASE}/changeStatus`,
    {
      config: config(P.EDIT, BusinessType.UPDATE),
      schema: { tags, body: tenantStatusSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeStatus(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${BASE}/:ids`,
    {
      config: config(P.REMOVE, BusinessType.DELETE),
      schema: { tags, params: z.object({ ids: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.ids);
      return ok(request.lang, null);
    },
  );
};
