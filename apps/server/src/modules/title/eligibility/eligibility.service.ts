import { eq } from 'drizzle-orm';
import type { EligibilityQuery, EligibilityResult } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { zcEmployee } from '../../../db/schema/index.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { today, type LabelDict, type Labeler } from './dossier.js';
import type { DossierRepo } from './dossier.repo.js';
import { evaluateDossier, prepareRule, type PreparedException } from './evaluate.js';

const LABEL_DICTS: LabelDict[] = [
  'education',
  'title_level',
  'assessment_result',
  'award_level',
  'works_type',
  'paper_index',
  'achievement_role',
];

export interface EvaluateOptions {
  exceptionId?: number;
  /** yyyy-MM-dd; today by default. */
  evalDate?: string;
}

/** Checks a title's declare conditions (and a claimed exception) against employee dossiers. */
export class EligibilityService {
  constructor(
    private readonly repo: DossierRepo,
    private readonly dicts: DictService,
  ) {}

  /** An employee the caller may see: the same data scope as the employee list. */
  async forEmployee(
    caller: LoginUser,
    employeeId: number,
    query: EligibilityQuery,
  ): Promise<EligibilityResult> {
    const scope = dataScopeOf(caller, { dept: zcEmployee.deptId, user: zcEmployee.userId });
    const id = await this.repo.employeeId(caller.tenantId, eq(zcEmployee.employeeId, employeeId), scope);
    if (id === undefined) throw new ServiceError('eligibility.employeeNotFound');
    return this.one(caller.tenantId, id, query);
  }

  /** The caller's own record (an applicant checking before declaring). */
  async mine(caller: LoginUser, query: EligibilityQuery): Promise<EligibilityResult> {
    const id = await this.repo.employeeId(caller.tenantId, eq(zcEmployee.userId, caller.userId));
    if (id === undefined) throw new ServiceError('eligibility.noRecord');
    return this.one(caller.tenantId, id, query);
  }

  private async one(tenantId: string, employeeId: number, query: EligibilityQuery) {
    const [result] = await this.evaluateMany(tenantId, query.titleId, [employeeId], query);
    if (!result) throw new ServiceError('eligibility.employeeNotFound');
    return result;
  }

  /**
   * Many employees against one title at once (declarations in bulk): the rules are parsed once and the
   * dossiers loaded with one query per sub-record table. Answers in the order of `employeeIds`, leaving out
   * ids that are not live employees of the tenant.
   */
  async evaluateMany(
    tenantId: string,
    titleId: number,
    employeeIds: readonly number[],
    options: EvaluateOptions = {},
  ): Promise<EligibilityResult[]> {
    const title = await this.repo.title(tenantId, titleId);
    if (!title) throw new ServiceError('titleCatalog.titleNotFound');
    const { exceptionId } = options;
    const [conditions, exception, dossiers, label] = await Promise.all([
      this.repo.conditions(tenantId, titleId),
      exceptionId === undefined ? undefined : this.repo.exception(tenantId, titleId, exceptionId),
      this.repo.load(tenantId, employeeIds),
      this.labeler(tenantId),
    ]);
    if (exceptionId !== undefined && !exception) throw new ServiceError('eligibility.exceptionMismatch');
    const rules = conditions.map((c) => prepareRule(c.conditionId, c.ruleKind, c.params, c.description));
    const claimed: PreparedException | null = exception
      ? {
          exceptionId: exception.exceptionId,
          exceptionName: exception.exceptionName,
          exceptionType: exception.exceptionType,
          relaxes: Array.isArray(exception.relaxes) ? exception.relaxes.map(String) : [],
          evidence: (Array.isArray(exception.evidence) ? exception.evidence : []).map(
            (r: { ruleKind?: unknown; params?: unknown }) =>
              prepareRule(null, String(r?.ruleKind ?? ''), r?.params, null),
          ),
        }
      : null;
    const evalDate = options.evalDate ?? today();
    const ctx = { evalDate, title, label };
    return employeeIds.flatMap((id) => {
      const dossier = dossiers.get(id);
      if (!dossier) return [];
      return [
        {
          employeeId: id,
          employeeName: dossier.employee.employeeName,
          titleId: title.titleId,
          titleName: title.titleName,
          evalDate,
          ...evaluateDossier(rules, claimed, dossier, ctx),
        },
      ];
    });
  }

  /** Labels of the dictionaries reasons name, in both languages (from the tenant's cached dictionaries). */
  private async labeler(tenantId: string): Promise<Labeler> {
    const labels = new Map<string, string>();
    await Promise.all(
      LABEL_DICTS.flatMap((dict) =>
        (['zh_CN', 'en_US'] as const).map(async (lang) => {
          for (const entry of await this.dicts.byType(tenantId, dict, lang))
            labels.set(`${lang}:${dict}:${entry.dictValue}`, entry.dictLabel);
        }),
      ),
    );
    return (dict, code) => ({
      zh_CN: labels.get(`zh_CN:${dict}:${code}`) ?? code,
      en_US: labels.get(`en_US:${dict}:${code}`) ?? code,
    });
  }
}
