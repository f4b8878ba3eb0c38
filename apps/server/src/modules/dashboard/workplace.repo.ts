import { count, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { WorkplaceTodoKey } from '@zcps/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTenant, live } from '../../platform/db/scope.js';
import {
  zcReviewDeclaration,
  zcReviewer,
  zcReviewEvaluation,
  zcReviewMeeting,
  zcReviewMessage,
  zcReviewObjection,
  zcReviewTeamMember,
} from '../../db/schema/index.js';

const d = zcReviewDeclaration;
const m = zcReviewMeeting;

export type TodoCounts = Record<WorkplaceTodoKey, number> & { isReviewer: boolean };

/** The caller's to-do counts, all of one tenant, in one statement of scalar subqueries. */
export class WorkplaceRepo {
  constructor(private readonly db: Db) {}

  /** `declarationsToAct`: the declarations whose drafts and returns wait on the caller (own, or the unit's). */
  async todoCounts(tenantId: string, userId: number, declarationsToAct: SQL): Promise<TodoCounts> {
    const db = this.db;
    const myReviewerIds = db
      .select({ id: zcReviewer.reviewerId })
      .from(zcReviewer)
      .where(inTenant(zcReviewer, tenantId, live(zcReviewer), eq(zcReviewer.userId, userId)));
    const myTeamIds = db
      .select({ id: zcReviewTeamMember.teamId })
      .from(zcReviewTeamMember)
      .where(
        inTenant(
          zcReviewTeamMember,
          tenantId,
          isNull(zcReviewTeamMember.removedTime),
          inArray(zcReviewTeamMember.reviewerId, myReviewerIds),
        ),
      );
    const openMeetings = (kind: 'team' | 'committee') =>
      db
        .select({ n: count() })
        .from(m)
        .where(inTenant(m, tenantId, eq(m.status, '0'), eq(m.kind, kind), inArray(m.teamId, myTeamIds)));
    const declarations = (...where: SQL[]) =>
      db
        .select({ n: count() })
        .from(d)
        .where(inTenant(d, tenantId, live(d), ...where));

    const counts: Record<WorkplaceTodoKey, SQLWrapper> = {
      prepareCheck: declarations(eq(d.stage, 'prepare'), eq(d.approvalStatus, '0')),
      objections: db
        .select({ n: count() })
        .from(zcReviewObjection)
        .where(inTenant(zcReviewObjection, tenantId, eq(zcReviewObjection.status, '0'))),
      evaluations: db
        .select({ n: count() })
        .from(zcReviewEvaluation)
        .where(
          inTenant(
            zcReviewEvaluation,
            tenantId,
            inArray(zcReviewEvaluation.reviewerId, myReviewerIds),
            isNull(zcReviewEvaluation.rating),
          ),
        ),
      teamMeetings: openMeetings('team'),
      committeeMeetings: openMeetings('committee'),
      returned: declarations(declarationsToAct, eq(d.approvalStatus, '3')),
      drafts: declarations(declarationsToAct, eq(d.stage, 'draft')),
      messages: db
        .select({ n: count() })
        .from(zcReviewMessage)
        .where(
          inTenant(
            zcReviewMessage,
            tenantId,
            eq(zcReviewMessage.userId, userId),
            isNull(zcReviewMessage.readTime),
          ),
        ),
    };
    const columns = Object.entries(counts).map(([key, query]) => sql`(${query}) AS ${sql.identifier(key)}`);
    const result = (await db.execute(
      sql`SELECT ${sql.join(columns, sql`, `)}, EXISTS (${myReviewerIds}) AS "isReviewer"`,
    )) as unknown as { rows: Record<string, string | number | boolean>[] };
    const row = result.rows[0] ?? {};
    const out = { isReviewer: row.isReviewer === true } as TodoCounts;
    for (const key of Object.keys(counts) as WorkplaceTodoKey[]) out[key] = Number(row[key] ?? 0);
    return out;
  }
}
