import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  ReviewActivityPermission as P,
  ReviewApprovalPermission,
  ReviewDeclarePermission,
  resultSchema,
  reviewActivityCreateSchema,
  reviewActivityFilterSchema,
  reviewActivityOptionSchema,
  reviewActivityUpdateSchema,
  reviewActivityVoSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { ActivityService } from './activity.service.js';
import { activitySheet } from './activity-sheet.js';

const log = (businessType: BusinessType) => ({ title: '评审活动', businessType });
const listQuery = listQuerySchema.extend(reviewActivityFilterSchema.shape);
const idParam = z.object({ activityId: z.coerce.number().int().positive() });

/** 评审活动 (`/title/review-activity`): CRUD, export, start and end; optionselect for the other screens. */
export const activityRoutes: FastifyPluginAsync<{ activities: ActivityService; dicts: DictService }> = async (
  base,
  { activities: service, dicts },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-activity'];
  const URL = '/title/review-activity';

  app.get(
    `${URL}/list`,
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(reviewActivityVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${URL}/export`,
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: reviewActivityFilterSchema, body: reviewActivityFilterSchema.nullish() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const rows = await service.all(request.user!, filter, EXPORT_MAX_ROWS);
      const file = await activitySheet(dicts, request.user!.tenantId, request.lang, rows);
      return sendXlsx(reply, request.t('review.activity.file'), file);
    },
  );

  app.get(
    `${URL}/optionselect`,
    {
      config: {
        access: {
          permission: [P.LIST, P.QUERY, ReviewDeclarePermission.LIST, ReviewApprovalPermission.QUERY],
          mode: 'or',
        },
      },
      schema: {
        tags,
        description: 'Activities in progress (declaration form, stage pages).',
        response: { 200: resultSchema(z.array(reviewActivityOptionSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.optionselect(request.user!)),
  );

  app.get(
    `${URL}/:activityId(^\\d+)`,
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(reviewActivityVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.activityId)),
  );

  app.post(
    URL,
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: reviewActivityCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    URL,
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: reviewActivityUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body, request.lang);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${URL}/:activityIds`,
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ activityIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.activityIds);
      return ok(request.lang, null);
    },
  );

  for (const [verb, permission] of [
    ['start', P.START],
    ['end', P.END],
  ] as const)
    app.put(
      `${URL}/${verb}/:activityId(^\\d+)`,
      {
        config: { access: { permission }, log: log(BusinessType.UPDATE) },
        schema: { tags, params: idParam, response: { 200: emptyResultSchema } },
      },
      async (request) => {
        await service[verb](request.user!, request.params.activityId);
        return ok(request.lang, null);
      },
    );
};
