import type { Language, TitleExceptionCreate, TitleExceptionFilter, TitleExceptionVo } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { zcTitleException } from '../../../db/schema/index.js';
import { CatalogService, commonColumns, commonVo } from '../catalog/catalog.service.js';
import { ruleKindName } from '../condition/condition.service.js';
import type { ExceptionRow } from './exception.repo.js';
import { message } from '../../../platform/i18n/format.js';

export function toExceptionVo(row: ExceptionRow): TitleExceptionVo {
  return {
    exceptionId: row.exceptionId,
    titleId: row.titleId,
    titleName: row.titleName,
    seriesId: row.seriesId,
    exceptionType: row.exceptionType,
    exceptionName: row.exceptionName,
    relaxes: (row.relaxes ?? []) as string[],
    evidence: (row.evidence ?? []) as TitleExceptionVo['evidence'],
    description: row.description,
    ...commonVo(row),
  };
}

/** 破格条件: the rule kinds it relaxes and the evidence rules (checked by their kinds' schemas) it needs. */
export class ExceptionService extends CatalogService<
  typeof zcTitleException,
  ExceptionRow,
  TitleExceptionVo,
  TitleExceptionFilter,
  TitleExceptionCreate
> {
  protected readonly keys = { notFound: 'titleException.notFound' } as const;
  protected readonly sheet = message('exception.sheet');
  protected readonly references = [];

  protected override readonly parent = {
    idOf: (body: TitleExceptionCreate) => body.titleId,
    missing: 'titleCatalog.titleNotFound',
  } as const;

  protected toVo = toExceptionVo;
  protected idOf = (row: ExceptionRow) => row.exceptionId;
  protected nameOf = (row: { exceptionName: string }) => row.exceptionName;

  protected fields(body: TitleExceptionCreate) {
    return {
      titleId: body.titleId,
      exceptionType: body.exceptionType,
      exceptionName: body.exceptionName,
      relaxes: body.relaxes,
      evidence: body.evidence,
      description: body.description || null,
      status: body.status,
      remark: body.remark || null,
    };
  }

  protected async columns(tenantId: string, lang: Language): Promise<XlsxColumn<TitleExceptionVo>[]> {
    const type = await dictLabels(this.dicts, tenantId, 'exception_type', lang);
    const kinds = (list: readonly string[]) => list.map((k) => ruleKindName(k, lang)).join(', ');
    return [
      { header: message('exception.column.exceptionId'), value: (r) => r.exceptionId, width: 12 },
      { header: message('exception.column.titleName'), value: (r) => r.titleName, width: 20 },
      { header: message('exception.column.exceptionType'), value: (r) => type(r.exceptionType), width: 14 },
      { header: message('exception.column.exceptionName'), value: (r) => r.exceptionName, width: 30 },
      { header: message('exception.column.relaxes'), value: (r) => kinds(r.relaxes), width: 24 },
      {
        header: message('exception.column.evidence'),
        value: (r) => kinds(r.evidence.map((e) => e.ruleKind)),
        width: 30,
      },
      {
        header: message('exception.column.evidenceParams'),
        value: (r) => JSON.stringify(r.evidence),
        width: 50,
      },
      { header: message('exception.column.description'), value: (r) => r.description, width: 40 },
      ...(await commonColumns<TitleExceptionVo>(this.dicts, tenantId, lang)),
    ];
  }

  /** The enabled exceptions of a title (what an applicant may claim). */
  async options(tenantId: string, titleId: number): Promise<TitleExceptionVo[]> {
    return (await this.repo.select(tenantId, { titleId, status: '0' })).map(toExceptionVo);
  }
}
