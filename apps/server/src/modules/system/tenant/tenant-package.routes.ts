import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  roleMenuTreeSchema,
  tableSchema,
  TenantPackagePermission as P,
  tenantPackageCreateSchema,
  tenantPackageFilterSchema,
  tenantPackageStatusSchema,
  tenantPackageUpdateSchema,
  tenantPackageVoSchema,
  TenantPermission,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import type { TenantPackageService } from './tenant-package.service.js';

const TITLE = '租户套餐';
const BASE = '/system/tenant/package';
const listQuery = listQuerySchema.extend(tenantPackageFilterSchema.shape);
const exportFilters = tenantPackageFilterSchema.extend(exportDatesShape);
const log = (businessType: BusinessType) => ({ title: TITLE, businessType });

/**
 * /system/tenant/package (reference §6 Tenant package) and the package's menu tree
 * (`/system/menu/tenantPackageMenuTreeselect`): the platform super admin's, like the tenants themselves.
 */
export const tenantPackageRoutes: FastifyPluginAsync<{ packages: TenantPackageService }> = async (
  base,
  { packages: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/tenant'];
  const config = (permission: string | string[], businessType?: BusinessType) => ({
    access: { permission, superAdmin: true as const },
    ownTenant: true,
    ...(businessType === undefined ? {} : { log: log(businessType) }),
  });

  app.get(
    `${BASE}/list`,
    {
      config: config(P.LIST),
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(tenantPackageVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${BASE}/selectList`,
    {
      // The tenant form picks a package from it.
      config: config([P.LIST, TenantPermission.ADD, TenantPermission.EDIT]),
      schema: { tags, response: { 200: resultSchema(z.array(tenantPackageVoSchema)) } },
    },
    async (request) => ok(request.lang, await service.selectList()),
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
      return sendXlsx(reply, request.t('tenantPackage.file'), file);
    },
  );

  app.get(
    '/system/menu/tenantPackageMenuTreeselect/:packageId',
    {
      config: config([P.QUERY, P.ADD, P.EDIT]),
      schema: {
        tags,
        description: 'packageId 0: the tree for a new package.',
        params: z.object({ packageId: z.coerce.number().int().min(0) }),
        response: { 200: resultSchema(roleMenuTreeSchema) },
      },
    },
    async (request) => ok(request.lang, await service.menuTree(request.params.packageId, request.lang)),
  );

  app.get(
    `${BASE}/:packageId`,
    {
      config: config(P.QUERY),
      schema: {
        tags,
        params: z.object({ packageId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(tenantPackageVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.params.packageId)),
  );

  app.post(
    BASE,
    {
      config: config(P.ADD, BusinessType.INSERT),
      schema: { tags, body: tenantPackageCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.add(request.user!, request.body)),
  );

  app.put(
    BASE,
    {
      config: config(P.EDIT, BusinessType.UPDATE),
      schema: { tags, body: tenantPackageUpdateSchema, response: { 200: emptyResultSchema } },
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
      schema: { tags, body: tenantPackageStatusSchema, response: { 200: emptyResultSchema } },
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
