import type { Language, TitleNameCreate, TitleNameFilter, TitleNameVo } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { zcTitle } from '../../../db/schema/index.js';
import { zcEmployee, zcTitleCondition, zcTitleException } from '../../../db/schema/index.js';
import { CatalogService, commonColumns, commonVo } from '../catalog/catalog.service.js';
import type { TitleRow } from './title-name.repo.js';
import { message } from '../../../platform/i18n/format.js';

export function toTitleNameVo(row: TitleRow): TitleNameVo {
  return {
    titleId: row.titleId,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    titleCode: row.titleCode,
    titleName: row.titleName,
    titleLevel: row.titleLevel,
    orderNum: row.orderNum,
    ...commonVo(row),
  };
}

/** 职称名称: a title of a series at one level; no delete while it has conditions or is someone's title. */
export class TitleNameService extends CatalogService<
  typeof zcTitle,
  TitleRow,
  TitleNameVo,
  TitleNameFilter,
  TitleNameCreate
> {
  protected readonly keys = { notFound: 'titleName.notFound', codeExists: 'titleName.codeExists' } as const;
  protected readonly sheet = message('titleName.sheet');
  protected readonly references = [
    [
      'titleName.hasChildren',
      [
        { column: zcTitleCondition.titleId, tenantId: zcTitleCondition.tenantId },
        { column: zcTitleException.titleId, tenantId: zcTitleException.tenantId },
      ],
    ],
    [
      'titleName.inUse',
      [{ column: zcEmployee.currentTitleId, tenantId: zcEmployee.tenantId, delFlag: zcEmployee.delFlag }],
    ],
  ] as const;

  protected override readonly parent = {
    idOf: (body: TitleNameCreate) => body.seriesId,
    missing: 'titleCatalog.seriesNotFound',
  } as const;

  protected toVo = toTitleNameVo;
  protected idOf = (row: TitleRow) => row.titleId;
  protected nameOf = (row: { titleName: string }) => row.titleName;
  protected override codeOf = (body: TitleNameCreate) => body.titleCode;

  protected fields(body: TitleNameCreate) {
    return {
      seriesId: body.seriesId,
      titleCode: body.titleCode,
      titleName: body.titleName,
      titleLevel: body.titleLevel,
      orderNum: body.orderNum,
      status: body.status,
      remark: body.remark || null,
    };
  }

  protected async columns(tenantId: string, lang: Language): Promise<XlsxColumn<TitleNameVo>[]> {
    const level = await dictLabels(this.dicts, tenantId, 'title_level', lang);
    return [
      { header: message('titleName.column.titleId'), value: (r) => r.titleId, width: 12 },
      { header: message('titleName.column.seriesName'), value: (r) => r.seriesName, width: 24 },
      { header: message('titleName.column.titleCode'), value: (r) => r.titleCode, width: 12 },
      { header: message('titleName.column.titleName'), value: (r) => r.titleName, width: 24 },
      { header: message('titleName.column.titleLevel'), value: (r) => level(r.titleLevel), width: 12 },
      { header: message('titleName.column.orderNum'), value: (r) => r.orderNum, width: 10 },
      ...(await commonColumns<TitleNameVo>(this.dicts, tenantId, lang)),
    ];
  }

  /** Enabled titles, of one series and level when given (pickers of other screens). */
  async options(
    tenantId: string,
    seriesId?: number,
    titleLevel?: TitleNameFilter['titleLevel'],
  ): Promise<TitleNameVo[]> {
    return (await this.repo.select(tenantId, { status: '0', seriesId, titleLevel })).map(toTitleNameVo);
  }
}
