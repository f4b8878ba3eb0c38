import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  importReportSchema,
  resultSchema,
  REVIEWER_IMPORT_TASK,
  reviewerContactSchema,
  reviewerCreateSchema,
  reviewerFilterSchema,
  ReviewerPermission as P,
  reviewerStatusSchema,
  reviewerUpdateSchema,
  reviewerUserOptionSchema,
  reviewerVoSchema,
  SSE_PROGRESS_EVENT,
  tableSchema,
  type TaskProgress,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { readUpload } from '../../resource/oss/multipart.js';
import type { SseHub } from '../../resource/sse/sse.hub.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { importReviewers } from './reviewer-import.js';
import { reviewerTemplate } from './reviewer-sheet.js';
import type { ReviewerRepo } from './reviewer.repo.js';
import type { ReviewerService } from './reviewer.service.js';
import type { TitleRefsRepo } from './title-refs.repo.js';
import { formatMessage } from '../../../platform/i18n/format.js';

const TITLE = '评审专家';
const log = (businessType: BusinessType) => ({ title: TITLE, businessType });
const listQuery = listQuerySchema.extend(reviewerFilterSchema.shape);
const idParam = z.object({ reviewerId: z.coerce.number().int().positive() });
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** The reviewer role reaches its own profile without the office's permissions. */
const OWN_PROFILE = { role: 'reviewer' } as const;

export interface ReviewerRouteOptions {
  reviewers: ReviewerService;
  /** The import writes through the repos beside the service. */
  repo: ReviewerRepo;
  refs: TitleRefsRepo;
  dicts: DictService;
  /** The import's progress goes to the caller's event stream. */
  sse: SseHub;
  maxFileSize: number;
}

/** 评审专家: list, form, status (with a reason for the blacklist), import, export, and a reviewer's own profile. */
export const reviewerRoutes: FastifyPluginAsync<ReviewerRouteOptions> = async (
  base,
  { reviewers: service, repo, refs, dicts, sse, maxFileSize },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/reviewer'];

  app.get(
    '/title/reviewer/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(reviewerVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/title/reviewer/export',
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: reviewerFilterSchema, body: reviewerFilterSchema.nullish() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('reviewer.file'), file);
    },
  );

  app.post(
    '/title/reviewer/importTemplate',
    { config: { access: { permission: P.IMPORT } }, schema: { tags } },
    async (request, reply) =>
      sendXlsx(reply, request.t('reviewer.templateFile'), await reviewerTemplate(request.lang)),
  );

  app.post(
    '/title/reviewer/importData',
    {
      config: { access: { permission: P.IMPORT }, log: log(BusinessType.IMPORT) },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart field "file" (the template\'s xlsx); the per-row report is in data.',
        querystring: z.object({ updateSupport: flag.default(false) }),
        response: { 200: resultSchema(importReportSchema) },
      },
    },
    async (request) => {
      const file = await readUpload(request, 'file', maxFileSize);
      const { tenantId, userId } = request.user!;
      const progress = (processed: number, total: number) =>
        void sse.publish({
          tenantId,
          userIds: [userId],
          event: SSE_PROGRESS_EVENT,
          text: JSON.stringify({ task: REVIEWER_IMPORT_TASK, processed, total } satisfies TaskProgress),
        });
      const deps = { repo, refs, service, dicts, progress };
      const { lang } = request;
      const report = await importReviewers(
        deps,
        request.user!,
        file.content,
        request.query.updateSupport,
        lang,
      );
      const summary = formatMessage(lang, 'reviewer.importSummary', {
        created: report.created,
        updated: report.updated,
        failed: report.failed,
      });
      return ok(lang, report, summary);
    },
  );

  app.get(
    '/title/reviewer/userOptions',
    {
      config: { access: { permission: P.ADD } },
      schema: {
        tags,
        description: 'Accounts not linked to a reviewer yet (at most 20), searched by user or nick name.',
        querystring: z.object({ search: z.string().trim().max(30).optional() }),
        response: { 200: resultSchema(z.array(reviewerUserOptionSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.userOptions(request.user!, request.query.search)),
  );

  app.get(
    '/title/reviewer/profile',
    { config: { access: OWN_PROFILE }, schema: { tags, response: { 200: resultSchema(reviewerVoSchema) } } },
    async (request) => ok(request.lang, await service.profile(request.user!)),
  );

  app.put(
    '/title/reviewer/profile',
    {
      config: { access: OWN_PROFILE, log: log(BusinessType.UPDATE) },
      schema: { tags, body: reviewerContactSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.updateProfile(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/title/reviewer/:reviewerId(^\\d+)',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(reviewerVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.reviewerId)),
  );

  app.post(
    '/title/reviewer',
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: reviewerCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/reviewer',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: reviewerUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/reviewer/changeStatus',
    {
      config: { access: { permission: P.CHANGE_STATUS }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: reviewerStatusSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeStatus(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/title/reviewer/:reviewerIds',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ reviewerIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.reviewerIds);
      return ok(request.lang, null);
    },
  );
};
