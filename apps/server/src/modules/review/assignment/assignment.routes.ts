import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasAllPermissions,
  hasAnyPermission,
  assignmentActivitySchema,
  assignmentFilterSchema,
  assignmentFinishSchema,
  AssignmentPermission as AP,
  assignmentRowSchema,
  assignmentSummarySchema,
  autoAssignResultSchema,
  autoAssignSchema,
  autoEvaluatorsSchema,
  BusinessType,
  emptyResultSchema,
  evaluatorFillResultSchema,
  evaluatorFilterSchema,
  evaluatorRowSchema,
  EvaluationReviewerPermission as EP,
  evaluatorsSetSchema,
  MAX_EVALUATOR_COUNT,
  moveDeclarationsSchema,
  resultSchema,
  ReviewApprovalPermission as RA,
  tableSchema,
  type AssignmentRow,
} from '@zcps/contracts';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../../platform/http/xlsx.js';
import { zcReviewDeclaration } from '../../../db/schema/index.js';
import { assignmentWorkbook } from './assignment-export.js';
import type { AssignmentRepo } from './assignment.repo.js';
import type { AssignmentService } from './assignment.service.js';

const log = (businessType: BusinessType) => ({ title: '评审分配', businessType });
const ASSIGN = { permission: [RA.ASSIGN, AP.ASSIGN], mode: 'or' as const };
const VIEW = {
  permission: [RA.ASSIGNMENT, RA.ASSIGNMENT_BEGIN, RA.ASSIGNMENT_FINISH, AP.LIST, AP.QUERY],
  mode: 'or' as const,
};
const countQuery = z.object({
  evaluatorCount: z.coerce.number().int().min(1).max(MAX_EVALUATOR_COUNT).optional(),
});

/**
 * 评审分配 and the review-approval pages 开始分配 / 分配明细 / 完成分配, plus 评议专家 (evaluation reviewers). The
 * pages' own permission codes and the 职称管理 screen's both open the same calls.
 */
export const assignmentRoutes: FastifyPluginAsync<{
  assignments: AssignmentService;
  /** The lists read the repo directly. */
  repo: AssignmentRepo;
}> = async (base, { assignments: service, repo }) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/assignment'];
  const scope = (user: Parameters<typeof dataScopeOf>[0]) =>
    dataScopeOf(user, { dept: zcReviewDeclaration.deptId, user: zcReviewDeclaration.userId });

  app.get(
    '/title/assignment/summary/:activityId',
    {
      config: { access: VIEW },
      schema: {
        tags,
        params: z.object({ activityId: z.coerce.number().int().positive() }),
        querystring: countQuery,
        response: { 200: resultSchema(assignmentSummarySchema) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.summary(request.user!, request.params.activityId, request.query.evaluatorCount),
      ),
  );

  app.get(
    '/title/assignment/list',
    {
      config: { access: VIEW },
      schema: {
        tags,
        querystring: listQuerySchema.extend(assignmentFilterSchema.shape),
        response: { 200: tableSchema(assignmentRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.page(request.user!.tenantId, request.query, scope(request.user!));
      return table(request.lang, rows as AssignmentRow[], total);
    },
  );

  app.post(
    '/title/assignment/export',
    {
      config: { access: { permission: [RA.EXPORT, AP.EXPORT], mode: 'or' }, log: log(BusinessType.EXPORT) },
      schema: {
        tags,
        description: 'The filters come as a query or as a form body (the console posts its download forms).',
        querystring: assignmentFilterSchema.partial(),
        body: assignmentFilterSchema.partial().nullish(),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Every stage page's export button is title:review-approval:export (a unit's results page too): the
      // assignment, which names the experts, goes only with the assignment page itself.
      const allowed =
        hasAllPermissions(user.permissions, [RA.ASSIGNMENT, RA.EXPORT]) ||
        hasAnyPermission(user.permissions, [AP.EXPORT]);
      if (!allowed) throw forbidden();
      const filter = { ...request.query, ...(request.body ?? {}) };
      if (!filter.activityId) throw new ServiceError('review.team.activityNotFound');
      const { rows } = await repo.page(
        user.tenantId,
        { ...filter, activityId: filter.activityId, pageNum: 1, pageSize: 20 },
        scope(user),
        EXPORT_MAX_ROWS,
      );
      const file = await assignmentWorkbook(request.lang, rows as AssignmentRow[]);
      return sendXlsx(reply, request.t('review.assignment.file'), file);
    },
  );

  app.put(
    '/title/assignment/begin',
    {
      config: { access: { permission: RA.BEGIN_ASSIGNMENT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: assignmentActivitySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.begin(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/title/assignment/auto',
    {
      config: { access: ASSIGN, log: log(BusinessType.UPDATE) },
      schema: { tags, body: autoAssignSchema, response: { 200: resultSchema(autoAssignResultSchema) } },
    },
    async (request) => ok(request.lang, await service.auto(request.user!, request.body)),
  );

  app.put(
    '/title/assignment/move',
    {
      config: {
        access: { permission: [RA.ASSIGN, AP.ASSIGN, AP.EDIT], mode: 'or' },
        log: log(BusinessType.UPDATE),
      },
      schema: { tags, body: moveDeclarationsSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.move(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/assignment/finish',
    {
      config: { access: { permission: RA.FINISH_ASSIGNMENT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: assignmentFinishSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.finish(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/title/evaluation-reviewer/list',
    {
      config: { access: { permission: [EP.LIST, EP.QUERY, RA.ASSIGNMENT], mode: 'or' } },
      schema: {
        tags: ['title/evaluation-reviewer'],
        querystring: listQuerySchema.extend(evaluatorFilterSchema.shape),
        response: { 200: tableSchema(evaluatorRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.evaluatorRows(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/title/evaluation-reviewer/auto',
    {
      config: {
        access: { permission: [EP.ADD, RA.ASSIGN, AP.ASSIGN], mode: 'or' },
        log: log(BusinessType.INSERT),
      },
      schema: {
        tags: ['title/evaluation-reviewer'],
        body: autoEvaluatorsSchema,
        response: { 200: resultSchema(evaluatorFillResultSchema) },
      },
    },
    async (request) => ok(request.lang, await service.autoEvaluators(request.user!, request.body)),
  );

  app.put(
    '/title/evaluation-reviewer',
    {
      config: { access: { permission: [EP.EDIT, RA.ASSIGN], mode: 'or' }, log: log(BusinessType.UPDATE) },
      schema: {
        tags: ['title/evaluation-reviewer'],
        body: evaluatorsSetSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.setEvaluators(request.user!, request.body);
      return ok(request.lang, null);
    },
  );
};
