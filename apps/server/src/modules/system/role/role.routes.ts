import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WorkflowPermission,
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  roleCreateSchema,
  roleDataScopeSchema,
  roleDeptTreeVoSchema,
  roleDetailVoSchema,
  roleListFilterSchema,
  RolePermission as P,
  roleStatusSchema,
  roleUpdateSchema,
  sysRoleVoSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import { roleUserRoutes } from './role-user.routes.js';
import type { RoleUserService } from './role-user.service.js';
import type { RoleService } from './role.service.js';

export const ROLE_LOG_TITLE = '角色管理';
const listQuery = listQuerySchema.extend(roleListFilterSchema.shape);
const exportFilters = roleListFilterSchema.extend(exportDatesShape);
const roleIdParams = z.object({ roleId: z.coerce.number().int().positive() });

/** /system/role: CRUD, status, data scope, export, pickers; the assign-users endpoints live beside it. */
export const roleRoutes: FastifyPluginAsync<{ roles: RoleService; roleUsers: RoleUserService }> = async (
  base,
  { roles: service, roleUsers },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/role'];
  const write = (businessType: BusinessType) => ({ title: ROLE_LOG_TITLE, businessType });

  app.get(
    '/system/role/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(sysRoleVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/system/role/export',
    {
      config: { access: { permission: P.EXPORT }, log: write(BusinessType.EXPORT) },
      schema: { tags, querystring: exportFilters, body: exportFilters.optional() },
    },
    async (request, reply) => {
      const filters = mergeExportFilters(request.query, request.body);
      const file = await service.export(request.user!, filters, request.lang);
      return sendXlsx(reply, request.t('role.file'), file);
    },
  );

  app.get(
    '/system/role/optionselect',
    {
      // The process designer picks approver roles too.
      config: { access: { permission: [P.QUERY, WorkflowPermission.MODEL_DESIGN], mode: 'or' } },
      schema: {
        tags,
        querystring: z.object({ roleIds: idListParam.optional() }),
        response: { 200: resultSchema(z.array(sysRoleVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.options(request.user!, request.query.roleIds)),
  );

  app.get(
    '/system/role/deptTree/:roleId',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, params: roleIdParams, response: { 200: resultSchema(roleDeptTreeVoSchema) } },
    },
    async (request) => ok(request.lang, await service.deptTree(request.user!, request.params.roleId)),
  );

  app.get(
    '/system/role/:roleId',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: roleIdParams, response: { 200: resultSchema(roleDetailVoSchema) } },
    },
    async (request) => ok(request.lang, await service.detail(request.user!, request.params.roleId)),
  );

  app.post(
    '/system/role',
    {
      config: { access: { permission: P.ADD }, log: write(BusinessType.INSERT) },
      schema: { tags, body: roleCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.create(request.user!, request.body)),
  );

  app.put(
    '/system/role',
    {
      config: { access: { permission: P.EDIT }, log: write(BusinessType.UPDATE) },
      schema: { tags, body: roleUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/role/changeStatus',
    {
      config: { access: { permission: P.EDIT }, log: write(BusinessType.UPDATE) },
      schema: { tags, body: roleStatusSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeStatus(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/role/dataScope',
    {
      config: { access: { permission: P.EDIT }, log: write(BusinessType.UPDATE) },
      schema: { tags, body: roleDataScopeSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeDataScope(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/role/:roleIds',
    {
      config: { access: { permission: P.REMOVE }, log: write(BusinessType.DELETE) },
      schema: { tags, params: z.object({ roleIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.roleIds);
      return ok(request.lang, null);
    },
  );

  await app.register(roleUserRoutes, { roleUsers });
};
