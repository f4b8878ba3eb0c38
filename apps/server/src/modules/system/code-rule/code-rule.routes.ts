import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  codeRuleCreateSchema,
  codeRuleFilterSchema,
  CodeRulePermission as P,
  codeRuleUpdateSchema,
  codeRuleVoSchema,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import type { CodeRuleService } from './code-rule.service.js';

const TITLE = '用户编码';
const listQuery = listQuerySchema.extend(codeRuleFilterSchema.shape);

export const codeRuleRoutes: FastifyPluginAsync<{ codeRules: CodeRuleService }> = async (
  base,
  { codeRules: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/userCode'];

  app.get(
    '/system/userCode/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(codeRuleVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/system/userCode/:ruleId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ ruleId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(codeRuleVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.ruleId)),
  );

  app.post(
    '/system/userCode',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: codeRuleCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/userCode',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: codeRuleUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/userCode/:ruleIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ ruleIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.ruleIds);
      return ok(request.lang, null);
    },
  );
};
