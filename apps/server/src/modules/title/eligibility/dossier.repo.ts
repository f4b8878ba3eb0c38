import { and, asc, eq, sql, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { RecordCheckStatus } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { anyOf } from '../../../platform/db/dept-tree.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import {
  zcEmpAcademicWork,
  zcEmpDutyAchievement,
  zcEmpEducation,
  zcEmployee,
  zcEmpPunishment,
  zcEmpReward,
  zcEmpTraining,
  zcEmpYearlyAssessment,
  zcTitle,
  zcTitleCondition,
  zcTitleException,
} from '../../../db/schema/index.js';
import type { Dossier } from './dossier.js';

/** The columns of a sub-record table every dossier query filters on. */
interface SubTable {
  tenantId: PgColumn;
  employeeId: PgColumn;
  checkStatus: PgColumn;
}

/**
 * Reads what the eligibility check needs. Dossiers load in bulk: one query per sub-record table for the whole
 * set of employees (approved records only), never one per employee.
 */
export class DossierRepo {
  constructor(private readonly db: Db) {}

  async title(tenantId: string, titleId: number) {
    const [row] = await this.db
      .select({
        titleId: zcTitle.titleId,
        titleName: zcTitle.titleName,
        seriesId: zcTitle.seriesId,
        titleLevel: zcTitle.titleLevel,
      })
      .from(zcTitle)
      .where(inTenant(zcTitle, tenantId, eq(zcTitle.titleId, titleId)))
      .limit(1);
    return row;
  }

  /** The title's enabled conditions, in their order. */
  conditions(tenantId: string, titleId: number) {
    return this.db
      .select()
      .from(zcTitleCondition)
      .where(
        inTenant(
          zcTitleCondition,
          tenantId,
          eq(zcTitleCondition.titleId, titleId),
          eq(zcTitleCondition.status, '0'),
        ),
      )
      .orderBy(asc(zcTitleCondition.orderNum), asc(zcTitleCondition.conditionId));
  }

  /** An enabled exception of the title. */
  async exception(tenantId: string, titleId: number, exceptionId: number) {
    const [row] = await this.db
      .select()
      .from(zcTitleException)
      .where(
        inTenant(
          zcTitleException,
          tenantId,
          eq(zcTitleException.exceptionId, exceptionId),
          eq(zcTitleException.titleId, titleId),
          eq(zcTitleException.status, '0'),
        ),
      )
      .limit(1);
    return row;
  }

  /** The id of a live employee record matching `where` (a data scope, an owner) in the tenant. */
  async employeeId(tenantId: string, ...where: (SQL | undefined)[]): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: zcEmployee.employeeId })
      .from(zcEmployee)
      .where(inTenant(zcEmployee, tenantId, live(zcEmployee), ...where))
      .limit(1);
    return row?.id;
  }

  /** The dossiers of the tenant's live employees among `ids` (absent ids are left out). */
  async load(tenantId: string, ids: readonly number[]): Promise<Map<number, Dossier>> {
    const dossiers = new Map<number, Dossier>();
    if (!ids.length) return dossiers;
    const approved = (t: SubTable) => this.approvedOf(t, tenantId, ids);
    const [employees, educations, assessments, trainings, works, achievements, rewards, punishments] =
      await Promise.all([
        this.employees(tenantId, ids),
        approved(zcEmpEducation)({ education: zcEmpEducation.education }),
        approved(zcEmpYearlyAssessment)({
          assessYear: zcEmpYearlyAssessment.assessYear,
          result: zcEmpYearlyAssessment.result,
        }),
        approved(zcEmpTraining)({
          startDate: zcEmpTraining.startDate,
          endDate: zcEmpTraining.endDate,
          courseType: zcEmpTraining.courseType,
          hours: zcEmpTraining.hours,
        }),
        approved(zcEmpAcademicWork)({
          worksType: zcEmpAcademicWork.worksType,
          publishDate: zcEmpAcademicWork.publishDate,
          paperIndex: zcEmpAcademicWork.paperIndex,
          authorRank: zcEmpAcademicWork.authorRank,
          isRepresentative: zcEmpAcademicWork.isRepresentative,
        }),
        approved(zcEmpDutyAchievement)({
          startDate: zcEmpDutyAchievement.startDate,
          endDate: zcEmpDutyAchievement.endDate,
          ownRole: zcEmpDutyAchievement.ownRole,
        }),
        approved(zcEmpReward)({ awardLevel: zcEmpReward.awardLevel, awardDate: zcEmpReward.awardDate }),
        approved(zcEmpPunishment)({
          punishDate: zcEmpPunishment.punishDate,
          liftedDate: zcEmpPunishment.liftedDate,
        }),
      ]);
    for (const employee of employees) {
      const id = employee.employeeId;
      dossiers.set(id, {
        employee,
        educations: educations.get(id) ?? [],
        assessments: assessments.get(id) ?? [],
        trainings: trainings.get(id) ?? [],
        works: works.get(id) ?? [],
        achievements: achievements.get(id) ?? [],
        rewards: rewards.get(id) ?? [],
        punishments: punishments.get(id) ?? [],
      });
    }
    return dossiers;
  }

  private employees(tenantId: string, ids: readonly number[]) {
    return this.db
      .select({
        employeeId: zcEmployee.employeeId,
        employeeName: zcEmployee.employeeName,
        currentTitleLevel: zcEmployee.currentTitleLevel,
        currentTitleSeriesId: sql<
          number | null
        >`coalesce(${zcTitle.seriesId}, ${zcEmployee.seriesId})`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        currentTitleDate: zcEmployee.currentTitleDate,
        workStartDate: zcEmployee.workStartDate,
      })
      .from(zcEmployee)
      .leftJoin(
        zcTitle,
        and(eq(zcTitle.titleId, zcEmployee.currentTitleId), eq(zcTitle.tenantId, zcEmployee.tenantId)),
      )
      .where(inTenant(zcEmployee, tenantId, live(zcEmployee), anyOf(zcEmployee.employeeId, ids)));
  }

  /**
   * The approved records of one sub-record table for all `ids`, as one row per employee holding its records
   * as a JSON array of tuples: far fewer rows to send and parse than one per record (10,000 dossiers).
   */
  private approvedOf(table: SubTable, tenantId: string, ids: readonly number[]) {
    return async <C extends Record<string, PgColumn>>(columns: C) => {
      const keys = Object.keys(columns) as (keyof C)[];
      const tuple = sql.join(
        keys.map((k) => columns[k]!),
        sql`, `,
      );
      const result = (await this.db.execute(
        sql`SELECT ${table.employeeId} AS id, json_agg(json_build_array(${tuple}))::text AS items
          FROM ${table.employeeId.table}
          WHERE ${table.tenantId} = ${tenantId} AND ${anyOf(table.employeeId, ids)}
            AND ${table.checkStatus} = ${RecordCheckStatus.APPROVED}
          GROUP BY ${table.employeeId}`,
      )) as unknown as { rows: { id: string | number; items: string }[] };
      const byEmployee = new Map<number, { [K in keyof C]: GetColumnData<C[K]> }[]>();
      for (const row of result.rows) {
        const records = (JSON.parse(row.items) as unknown[][]).map((tuple) => {
          const record: Record<string, unknown> = {};
          for (let i = 0; i < keys.length; i++) record[keys[i] as string] = tuple[i];
          return record as { [K in keyof C]: GetColumnData<C[K]> };
        });
        byEmployee.set(Number(row.id), records);
      }
      return byEmployee;
    };
  }
}
