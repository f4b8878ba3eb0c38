import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/database.js';
import { idArray, rowsOf } from '../../../platform/db/raw-rows.js';

/** What teams and assignment need of an activity (its own screens belong to the activity area). */
export interface ActivityPhase {
  activityId: number;
  activityName: string;
  seriesId: number;
  professionIds: number[];
  titleLevels: string[];
  status: string;
  assignmentStatus: string;
  version: number;
}

export { idArray, rowsOf };

/**
 * The activity row as teams and assignment see it. `lock` takes it FOR UPDATE: every change of an activity's
 * teams, members, placements or assignment phase holds it, so a draw, a move and the finish of the assignment
 * happen one after the other and a reviewer can never be seated twice by two concurrent draws.
 */
export class ActivityPhaseRepo {
  constructor(private readonly db: Db) {}

  async find(
    tenantId: string,
    activityId: number,
    tx?: Db,
    lock = false,
  ): Promise<ActivityPhase | undefined> {
    const result = await (tx ?? this.db).execute(sql`SELECT activity_id::int AS "activityId",
        activity_name AS "activityName", series_id::int AS "seriesId", profession_ids AS "professionIds",
        title_levels AS "titleLevels", status, assignment_status AS "assignmentStatus", version
      FROM zc_review_activity
      WHERE tenant_id = ${tenantId} AND activity_id = ${activityId} AND del_flag = '0'
      ${lock ? sql`FOR UPDATE` : sql``}`);
    return rowsOf<ActivityPhase>(result)[0];
  }

  /** Moves the assignment phase when the row is still at `version`; answers whether it moved. */
  async setAssignmentStatus(
    tx: Executor,
    tenantId: string,
    activityId: number,
    version: number,
    to: string,
    by: number,
  ): Promise<boolean> {
    const result = await tx.execute(sql`UPDATE zc_review_activity
      SET assignment_status = ${to}, version = version + 1, update_by = ${by}, update_time = now()
      WHERE tenant_id = ${tenantId} AND activity_id = ${activityId} AND version = ${version}
      RETURNING activity_id`);
    return rowsOf(result).length === 1;
  }
}
