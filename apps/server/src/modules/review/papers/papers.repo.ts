import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/database.js';
import { idArray, rowsOf } from '../workbench/my-reviewer.js';

/** Where and when a defense session sits, with its activity and team. */
export interface SessionHead {
  sessionId: number;
  activityName: string;
  teamName: string;
  place: string;
  startTime: Date;
}

/** An applicant of a defense session, in the session's order. */
export interface SessionApplicant {
  orderNum: number;
  declarationId: number;
  declarationNo: string | null;
  applicantName: string;
  unitName: string | null;
  titleName: string | null;
  userId: number | null;
}

/** A member of a team or committee as a sign-in sheet lists them. */
export interface MemberLine {
  reviewerId: number;
  reviewerName: string;
  unitName: string | null;
  titleName: string | null;
  memberRole: string;
}

/** A declaration as the 评审表 heads it. */
export interface FormDeclaration {
  declarationId: number;
  declarationNo: string | null;
  employeeId: number;
  applicantName: string;
  unitName: string | null;
  activityName: string | null;
  seriesName: string | null;
  titleName: string | null;
  professionName: string | null;
  declareType: string;
  submitTime: Date | null;
  recommendOpinion: string | null;
  eligibility: unknown;
}

/** The SQL of the printable papers: reads only, but for the defense notices they send. */
export class PapersRepo {
  constructor(private readonly db: Db) {}

  async sessionHead(tenantId: string, sessionId: number): Promise<SessionHead | undefined> {
    const [row] = await rowsOf<SessionHead>(
      this.db,
      sql`SELECT s.session_id::int AS "sessionId", a.activity_name AS "activityName", t.team_name AS "teamName",
          s.place, s.start_time AS "startTime"
        FROM zc_review_defense_session s
          JOIN zc_review_activity a ON a.activity_id = s.activity_id
          JOIN zc_review_team t ON t.team_id = s.team_id
        WHERE s.tenant_id = ${tenantId} AND s.session_id = ${sessionId}`,
    );
    // Raw rows carry the timestamp as the driver gives it (a string on PGlite's execute path).
    return row && { ...row, startTime: new Date(row.startTime) };
  }

  sessionApplicants(tenantId: string, sessionId: number): Promise<SessionApplicant[]> {
    return rowsOf<SessionApplicant>(
      this.db,
      sql`SELECT l.order_num AS "orderNum", d.declaration_id::int AS "declarationId",
          d.declaration_no AS "declarationNo", d.applicant_name AS "applicantName", d.unit_name AS "unitName",
          ti.title_name AS "titleName", d.user_id::int AS "userId"
        FROM zc_review_defense_slot l
          JOIN zc_review_declaration d ON d.declaration_id = l.declaration_id AND d.tenant_id = l.tenant_id
          LEFT JOIN zc_title ti ON ti.title_id = d.title_id
        WHERE l.tenant_id = ${tenantId} AND l.session_id = ${sessionId} AND d.del_flag = '0'
        ORDER BY l.order_num, d.declaration_id`,
    );
  }

  /** The team's live members (chair first), or only `only` of them. */
  members(tenantId: string, teamId: number, only?: readonly number[]): Promise<MemberLine[]> {
    return rowsOf<MemberLine>(
      this.db,
      sql`SELECT r.reviewer_id::int AS "reviewerId", r.reviewer_name AS "reviewerName", r.unit_name AS "unitName",
          r.title_name AS "titleName", m.member_role AS "memberRole"
        FROM zc_review_team_member m JOIN zc_reviewer r ON r.reviewer_id = m.reviewer_id
        WHERE m.tenant_id = ${tenantId} AND m.team_id = ${teamId} AND m.removed_time IS NULL
          ${only ? sql`AND m.reviewer_id = ANY(${idArray(only)}::bigint[])` : sql``}
        ORDER BY m.member_role, r.reviewer_id`,
    );
  }

  async formDeclaration(tenantId: string, declarationId: number): Promise<FormDeclaration | undefined> {
    const [row] = await rowsOf<FormDeclaration>(
      this.db,
      sql`SELECT d.declaration_id::int AS "declarationId", d.declaration_no AS "declarationNo",
          d.employee_id::int AS "employeeId", d.applicant_name AS "applicantName", d.unit_name AS "unitName",
          a.activity_name AS "activityName", s.series_name AS "seriesName", ti.title_name AS "titleName",
          p.profession_name AS "professionName", d.declare_type AS "declareType",
          d.submit_time AS "submitTime", d.recommend_opinion AS "recommendOpinion", d.eligibility
        FROM zc_review_declaration d
          LEFT JOIN zc_review_activity a ON a.activity_id = d.activity_id
          LEFT JOIN zc_title_series s ON s.series_id = a.series_id
          LEFT JOIN zc_title ti ON ti.title_id = d.title_id
          LEFT JOIN zc_profession p ON p.profession_id = d.profession_id
        WHERE d.tenant_id = ${tenantId} AND d.declaration_id = ${declarationId} AND d.del_flag = '0'`,
    );
    return row;
  }

  /** Takes the session for update: two sends of its notices queue rather than both sending. */
  async lockSession(tx: Executor, tenantId: string, sessionId: number): Promise<void> {
    await tx.execute(sql`SELECT session_id FROM zc_review_defense_session
      WHERE tenant_id = ${tenantId} AND session_id = ${sessionId} FOR UPDATE`);
  }

  /** The messages with this title the declarations already hold (declaration id, text). */
  async sentNotices(tx: Executor, tenantId: string, declarationIds: number[], title: string) {
    if (!declarationIds.length) return [];
    return rowsOf<{ declarationId: number; content: string | null }>(
      tx,
      sql`SELECT m.declaration_id::int AS "declarationId", m.content FROM zc_review_message m
        WHERE m.tenant_id = ${tenantId} AND m.title = ${title}
          AND m.declaration_id = ANY(${idArray(declarationIds)}::bigint[])`,
    );
  }

  async sendMessages(
    tx: Executor,
    tenantId: string,
    title: string,
    messages: { userId: number; declarationId: number; content: string }[],
  ): Promise<void> {
    for (const m of messages)
      await tx.execute(sql`INSERT INTO zc_review_message (tenant_id, user_id, declaration_id, title, content)
        VALUES (${tenantId}, ${m.userId}, ${m.declarationId}, ${title}, ${m.content})`);
  }
}
