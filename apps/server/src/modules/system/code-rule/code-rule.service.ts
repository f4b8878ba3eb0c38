import {
  CODE_DATE_PATTERNS,
  CODE_RESET_CYCLES,
  codePeriod,
  DEFAULT_CODE_RULES,
  formatCode,
  type CodeFormat,
  type CodeRuleCreate,
  type CodeRuleUpdate,
  type CodeRuleVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Executor } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { CodeRuleQuery, CodeRuleRepo, CodeRuleRow } from './code-rule.repo.js';

const pick = <T extends string>(allowed: readonly T[], value: string, fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

function formatOf(row: CodeRuleRow): CodeFormat {
  return {
    prefix: row.prefix,
    datePattern: pick(CODE_DATE_PATTERNS, row.datePattern, 'yyyy'),
    resetCycle: pick(CODE_RESET_CYCLES, row.resetCycle, 'year'),
    seqWidth: row.seqWidth,
    separator: row.separator,
  };
}

/** A purpose without a rule of its own numbers by its built-in default, an unknown one by the declaration's. */
function defaultFormat(ruleCode: string): CodeFormat {
  return (DEFAULT_CODE_RULES as Record<string, CodeFormat>)[ruleCode] ?? DEFAULT_CODE_RULES.declaration;
}

/**
 * Issues the numbers of every purpose. Each issue is one upsert on the counter row of (tenant, purpose, period)
 * inside the caller's transaction: numbers are unique across instances (the row lock orders issuers) and gapless
 * (a rolled-back issue takes its number back), at the price that issuers of one counter wait for each other's
 * commit. Date parts and periods follow the issuing process's local time.
 */
export class CodeIssuer {
  constructor(private readonly repo: CodeRuleRepo) {}

  /** The next `n` numbers of `ruleCode`, taken in `db`'s transaction, in ascending order. */
  async issue(db: Executor, tenantId: string, ruleCode: string, n = 1, at = new Date()): Promise<string[]> {
    if (n < 1) return [];
    const rule = await this.repo.findByCode(db, tenantId, ruleCode);
    const format = rule ? formatOf(rule) : defaultFormat(ruleCode);
    const last = await this.repo.take(db, tenantId, ruleCode, codePeriod(format.resetCycle, at), n);
    return Array.from({ length: n }, (_, i) => formatCode(format, at, last - n + 1 + i));
  }

  async issueOne(db: Executor, tenantId: string, ruleCode: string, at = new Date()): Promise<string> {
    const [code] = await this.issue(db, tenantId, ruleCode, 1, at);
    return code!;
  }
}

/** 用户编码: the tenant's numbering rules, each shown with the number it would issue next. */
export class CodeRuleService {
  constructor(private readonly repo: CodeRuleRepo) {}

  private async toVos(tenantId: string, rows: CodeRuleRow[], at = new Date()): Promise<CodeRuleVo[]> {
    const periods = new Map(rows.map((r) => [r.ruleCode, codePeriod(formatOf(r).resetCycle, at)]));
    const last = await this.repo.lastValues(tenantId, periods);
    return rows.map((row) => {
      const format = formatOf(row);
      return {
        ruleId: row.ruleId,
        ruleCode: row.ruleCode,
        ruleName: row.ruleName,
        ...format,
        nextCode: formatCode(format, at, (last.get(row.ruleCode) ?? 0) + 1),
        remark: row.remark,
        createTime: formatDateTime(row.createTime),
      };
    });
  }

  async list(caller: LoginUser, query: CodeRuleQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: await this.toVos(caller.tenantId, rows), total };
  }

  async get(caller: LoginUser, ruleId: number): Promise<CodeRuleVo> {
    const row = await this.repo.findById(caller.tenantId, ruleId);
    if (!row) throw new ServiceError('codeRule.notFound');
    const [vo] = await this.toVos(caller.tenantId, [row]);
    return vo!;
  }

  private fields(body: CodeRuleCreate) {
    return {
      ruleCode: body.ruleCode,
      ruleName: body.ruleName,
      prefix: body.prefix,
      datePattern: body.datePattern,
      resetCycle: body.resetCycle,
      seqWidth: body.seqWidth,
      separator: body.separator,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: CodeRuleCreate): Promise<void> {
    if (await this.repo.codeTaken(caller.tenantId, body.ruleCode))
      throw new ServiceError('codeRule.codeExists', { ruleCode: body.ruleCode });
    await this.repo.insert({
      ...this.fields(body),
      tenantId: caller.tenantId,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  async update(caller: LoginUser, body: CodeRuleUpdate): Promise<void> {
    const row = await this.repo.findById(caller.tenantId, body.ruleId);
    if (!row) throw new ServiceError('codeRule.notFound');
    if (await this.repo.codeTaken(caller.tenantId, body.ruleCode, row.ruleId))
      throw new ServiceError('codeRule.codeExists', { ruleCode: body.ruleCode });
    await this.repo.update(caller.tenantId, row.ruleId, {
      ...this.fields(body),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Deletes the rules; their purposes fall back to the built-in format and keep counting where they were. */
  async remove(caller: LoginUser, ruleIds: number[]): Promise<void> {
    const rows = await this.repo.findByIds(caller.tenantId, ruleIds);
    refuseMissing(
      ruleIds,
      rows.map((r) => r.ruleId),
    );
    if (rows.length)
      await this.repo.deleteByIds(
        caller.tenantId,
        rows.map((r) => r.ruleId),
      );
  }
}
