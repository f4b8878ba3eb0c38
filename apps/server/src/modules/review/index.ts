import type { FastifyPluginAsync } from 'fastify';
import type { Container } from '../../container.js';
import { ReviewTransitions } from './declaration/transition.service.js';
import { reviewTeamRoutes } from './team/team.routes.js';
import { assignmentRoutes } from './assignment/assignment.routes.js';
import { defenseRoutes } from './defense/defense.routes.js';
import { groupReviewRoutes } from './group-review/group-review.routes.js';
import { workbenchRoutes } from './workbench/workbench.routes.js';
import { activityAreaRoutes } from './activity/activity-area.routes.js';
import { voteRoutes } from './vote/vote.routes.js';
import { finalRoutes } from './final/final.routes.js';

/** What every review-process route plugin receives: the container and the one transition service. */
export interface ReviewPluginOptions {
  container: Container;
  transitions: ReviewTransitions;
}

/**
 * The review process (issue 8): activities and declarations, teams and assignment, defense, group review, votes
 * and final approval. Each area registers its plugin below with the shared transition service.
 */
export const reviewRoutes: FastifyPluginAsync<{ container: Container }> = async (app, { container }) => {
  const transitions = new ReviewTransitions(container.database.db, container.sse);
  const options: ReviewPluginOptions = { container, transitions };
  await app.register(reviewTeamRoutes, options);
  await app.register(assignmentRoutes, options);
  await app.register(defenseRoutes, options);
  await app.register(groupReviewRoutes, options);
  await app.register(workbenchRoutes, options);
  await app.register(voteRoutes, options);
  await app.register(finalRoutes, options);
  await app.register(activityAreaRoutes, options);
};
