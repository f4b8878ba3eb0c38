import type { FastifyPluginAsync } from 'fastify';
import { DossierRepo } from '../../title/eligibility/dossier.repo.js';
import { EligibilityService } from '../../title/eligibility/eligibility.service.js';
import { ApprovalService } from '../declaration/approval.service.js';
import { approvalRoutes } from '../declaration/approval.routes.js';
import { DeclarationFlowService } from '../declaration/declaration-flow.service.js';
import { DeclarationRepo } from '../declaration/declaration.repo.js';
import { declarationRoutes } from '../declaration/declaration.routes.js';
import { DeclarationService } from '../declaration/declaration.service.js';
import { reviewMessageRoutes } from '../declaration/review-message.routes.js';
import { TrailRepo } from '../declaration/trail.repo.js';
import type { ReviewPluginOptions } from '../index.js';
import { ActivityRepo } from './activity.repo.js';
import { activityRoutes } from './activity.routes.js';

/**
 * Activities, declarations, the eligibility check, returns, the trail and the applicant's messages: the
 * services built once and shared by the route plugins of this area.
 */
export const activityAreaRoutes: FastifyPluginAsync<ReviewPluginOptions> = async (app, options) => {
  const { container, transitions } = options;
  const db = container.database.db;
  const activities = new ActivityRepo(db);
  const declarations = new DeclarationService(new DeclarationRepo(db), activities);
  const eligibility = new EligibilityService(new DossierRepo(db), container.dicts);
  const flow = new DeclarationFlowService(
    declarations,
    activities,
    eligibility,
    transitions,
    container.clock,
  );
  const approval = new ApprovalService(db, declarations, activities, new TrailRepo(db), transitions);
  await app.register(activityRoutes, options);
  await app.register(declarationRoutes, { ...options, declarations, flow });
  await app.register(approvalRoutes, { ...options, declarations, approval });
  await app.register(reviewMessageRoutes, options);
};
