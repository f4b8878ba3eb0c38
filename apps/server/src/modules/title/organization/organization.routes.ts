import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  deptTreeNodeSchema,
  emptyResultSchema,
  organizationCreateSchema,
  organizationFilterSchema,
  OrganizationPermission as P,
  organizationUpdateSchema,
  organizationVoSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { requireTitleOrEmployeeReader } from './master-data.js';
import type { OrganizationService } from './organization.service.js';

const TITLE = '评审组织';
const orgIdParams = z.object({ orgId: z.coerce.number().int().positive() });

export const organizationRoutes: FastifyPluginAsync<{ organizations: OrganizationService }> = async (
  base,
  { organizations: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/organization'];
  const orgList = resultSchema(z.array(organizationVoSchema));

  app.get(
    '/title/organization/list',
    {
      config: { access: { permission: P.LIST } },
      schema: {
        tags,
        description: 'The flat tree in order (ancestors, parent, sort); the console nests it by parentId.',
        querystring: organizationFilterSchema,
        response: { 200: orgList },
      },
    },
    async (request) => ok(request.lang, await service.list(request.user!, request.query)),
  );

  app.get(
    '/title/organization/list/exclude/:orgId',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, params: orgIdParams, response: { 200: orgList } },
    },
    async (request) => ok(request.lang, await service.listExcluding(request.user!, request.params.orgId)),
  );

  app.get(
    '/title/organization/treeselect',
    {
      config: { access: 'login' },
      schema: {
        tags,
        description:
          'Enabled organizations as a tree `{id, parentId, label, weight, children}` for selects; any user ' +
          'holding a `title:` or `employee:` permission.',
        response: { 200: resultSchema(z.array(deptTreeNodeSchema)) },
      },
    },
    async (request) => {
      requireTitleOrEmployeeReader(request.user!);
      return ok(request.lang, await service.tree(request.user!));
    },
  );

  app.post(
    '/title/organization/export',
    {
      config: { access: { permission: P.EXPORT }, log: { title: TITLE, businessType: BusinessType.EXPORT } },
      schema: { tags, querystring: organizationFilterSchema, body: organizationFilterSchema.optional() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('titleOrg.file'), file);
    },
  );

  app.get(
    '/title/organization/:orgId',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: orgIdParams, response: { 200: resultSchema(organizationVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.orgId)),
  );

  app.post(
    '/title/organization',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: organizationCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/organization',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: {
        tags,
        description: 'A new parent (0 = top level) moves the organization with its whole subtree.',
        body: organizationUpdateSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/title/organization/:orgId',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: orgIdParams, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.orgId);
      return ok(request.lang, null);
    },
  );
};
