import type { Language, ProfessionCreate, ProfessionFilter, ProfessionVo } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import type { zcProfession } from '../../../db/schema/index.js';
import { zcEmployee, zcReviewer } from '../../../db/schema/index.js';
import { CatalogService, commonColumns, commonVo } from '../catalog/catalog.service.js';
import type { ProfessionRow } from './profession.repo.js';
import { message } from '../../../platform/i18n/format.js';

export function toProfessionVo(row: ProfessionRow): ProfessionVo {
  return {
    professionId: row.professionId,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    professionCode: row.professionCode,
    professionName: row.professionName,
    orderNum: row.orderNum,
    ...commonVo(row),
  };
}

/** 专业 of a series: codes unique in the tenant; no delete while employees or reviewers point at it. */
export class ProfessionService extends CatalogService<
  typeof zcProfession,
  ProfessionRow,
  ProfessionVo,
  ProfessionFilter,
  ProfessionCreate
> {
  protected readonly keys = { notFound: 'profession.notFound', codeExists: 'profession.codeExists' } as const;
  protected readonly sheet = message('profession.sheet');
  protected readonly references = [
    [
      'profession.inUse',
      [
        { column: zcEmployee.professionId, tenantId: zcEmployee.tenantId, delFlag: zcEmployee.delFlag },
        { column: zcReviewer.professionId, tenantId: zcReviewer.tenantId, delFlag: zcReviewer.delFlag },
      ],
    ],
  ] as const;

  protected override readonly parent = {
    idOf: (body: ProfessionCreate) => body.seriesId,
    missing: 'titleCatalog.seriesNotFound',
  } as const;

  protected toVo = toProfessionVo;
  protected idOf = (row: ProfessionRow) => row.professionId;
  protected nameOf = (row: { professionName: string }) => row.professionName;
  protected override codeOf = (body: ProfessionCreate) => body.professionCode;

  protected fields(body: ProfessionCreate) {
    return {
      seriesId: body.seriesId,
      professionCode: body.professionCode,
      professionName: body.professionName,
      orderNum: body.orderNum,
      status: body.status,
      remark: body.remark || null,
    };
  }

  protected async columns(tenantId: string, lang: Language): Promise<XlsxColumn<ProfessionVo>[]> {
    return [
      { header: message('profession.column.professionId'), value: (r) => r.professionId, width: 12 },
      { header: message('profession.column.seriesName'), value: (r) => r.seriesName, width: 24 },
      { header: message('profession.column.professionCode'), value: (r) => r.professionCode, width: 14 },
      { header: message('profession.column.professionName'), value: (r) => r.professionName, width: 24 },
      { header: message('profession.column.orderNum'), value: (r) => r.orderNum, width: 10 },
      ...(await commonColumns<ProfessionVo>(this.dicts, tenantId, lang)),
    ];
  }

  /** Enabled professions, of one series when given (pickers of other screens). */
  async options(tenantId: string, seriesId: number | undefined): Promise<ProfessionVo[]> {
    return (await this.repo.select(tenantId, { status: '0', seriesId })).map(toProfessionVo);
  }
}
