import {
  RULE_KIND_LABELS,
  type Language,
  type RuleKind,
  type TitleConditionCreate,
  type TitleConditionFilter,
  type TitleConditionVo,
} from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import type { zcTitleCondition } from '../../../db/schema/index.js';
import { CatalogService, commonColumns, commonVo } from '../catalog/catalog.service.js';
import type { ConditionRow } from './condition.repo.js';
import { message } from '../../../platform/i18n/format.js';

export function toConditionVo(row: ConditionRow): TitleConditionVo {
  return {
    conditionId: row.conditionId,
    titleId: row.titleId,
    titleName: row.titleName,
    seriesId: row.seriesId,
    ruleKind: row.ruleKind,
    params: (row.params ?? {}) as Record<string, unknown>,
    description: row.description,
    orderNum: row.orderNum,
    ...commonVo(row),
  };
}

/** The name of a rule kind in a language (the raw kind when it is not one we know). */
export const ruleKindName = (kind: string, lang: Language) =>
  RULE_KIND_LABELS[kind as RuleKind]?.[lang] ?? kind;

/** 申报条件: one rule of a title, its params checked by the kind's schema before they get here. */
export class ConditionService extends CatalogService<
  typeof zcTitleCondition,
  ConditionRow,
  TitleConditionVo,
  TitleConditionFilter,
  TitleConditionCreate
> {
  protected readonly keys = { notFound: 'titleCondition.notFound' } as const;
  protected readonly sheet = message('condition.sheet');
  protected readonly references = [];

  protected override readonly parent = {
    idOf: (body: TitleConditionCreate) => body.titleId,
    missing: 'titleCatalog.titleNotFound',
  } as const;

  protected toVo = toConditionVo;
  protected idOf = (row: ConditionRow) => row.conditionId;
  protected nameOf = (row: { ruleKind: string; description?: string | null }) =>
    row.description || ruleKindName(row.ruleKind, 'zh_CN');

  protected fields(body: TitleConditionCreate) {
    return {
      titleId: body.titleId,
      ruleKind: body.ruleKind,
      params: body.params,
      description: body.description || null,
      orderNum: body.orderNum,
      status: body.status,
      remark: body.remark || null,
    };
  }

  protected async columns(tenantId: string, lang: Language): Promise<XlsxColumn<TitleConditionVo>[]> {
    return [
      { header: message('condition.column.conditionId'), value: (r) => r.conditionId, width: 12 },
      { header: message('condition.column.titleName'), value: (r) => r.titleName, width: 20 },
      {
        header: message('condition.column.ruleKind'),
        value: (r) => ruleKindName(r.ruleKind, lang),
        width: 14,
      },
      { header: message('condition.column.params'), value: (r) => JSON.stringify(r.params), width: 50 },
      { header: message('condition.column.description'), value: (r) => r.description, width: 40 },
      { header: message('condition.column.orderNum'), value: (r) => r.orderNum, width: 10 },
      ...(await commonColumns<TitleConditionVo>(this.dicts, tenantId, lang)),
    ];
  }
}
