import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  reviewerConflictAddedSchema,
  reviewerConflictCreateSchema,
  reviewerConflictVoSchema,
  ReviewerPermission as P,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { formatMessage } from '../../../platform/i18n/format.js';
import type { ReviewerConflictService } from './reviewer-conflict.service.js';

const log = (businessType: BusinessType) => ({ title: '评审专家回避', businessType });
const idParam = z.object({ reviewerId: z.coerce.number().int().positive() });
/** Declaring and withdrawing conflicts is part of editing the reviewer. */
const access = { permission: P.EDIT };

export const reviewerConflictRoutes: FastifyPluginAsync<{ conflicts: ReviewerConflictService }> = async (
  base,
  { conflicts: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/reviewer'];

  app.get(
    '/title/reviewer/:reviewerId/conflicts',
    {
      config: { access },
      schema: { tags, params: idParam, response: { 200: resultSchema(z.array(reviewerConflictVoSchema)) } },
    },
    async (request) => ok(request.lang, await service.list(request.user!, request.params.reviewerId)),
  );

  app.post(
    '/title/reviewer/:reviewerId/conflicts/export',
    {
      config: { access: { permission: P.CONFLICT_EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, params: idParam },
    },
    async (request, reply) => {
      const file = await service.export(request.user!, request.params.reviewerId, request.lang);
      return sendXlsx(reply, request.t('reviewerConflict.file'), file);
    },
  );

  app.post(
    '/title/reviewer/:reviewerId/conflicts',
    {
      config: { access, log: log(BusinessType.INSERT) },
      schema: {
        tags,
        params: idParam,
        body: reviewerConflictCreateSchema,
        response: { 200: resultSchema(reviewerConflictAddedSchema) },
      },
    },
    async (request) => {
      const added = await service.add(request.user!, request.params.reviewerId, request.body);
      if (!added.seatedWith.length) return ok(request.lang, added);
      const warning = formatMessage(request.lang, 'reviewerConflict.seated', {
        seats: added.seatedWith.map((s) => `${s.applicantName}（${s.teamName}）`).join('、'),
      });
      return ok(request.lang, added, warning);
    },
  );

  app.delete(
    '/title/reviewer/:reviewerId/conflicts/:conflictIds',
    {
      config: { access, log: log(BusinessType.DELETE) },
      schema: {
        tags,
        params: idParam.extend({ conflictIds: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.remove(request.user!, request.params.reviewerId, request.params.conflictIds);
      return ok(request.lang, null);
    },
  );
};
