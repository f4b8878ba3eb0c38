import type { Language, TitleSeriesCreate, TitleSeriesFilter, TitleSeriesVo } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import type { zcTitleSeries } from '../../../db/schema/index.js';
import { zcEmployee, zcProfession, zcReviewer, zcReviewerPool, zcTitle } from '../../../db/schema/index.js';
import { CatalogService, commonColumns, commonVo } from '../catalog/catalog.service.js';
import type { SeriesRow } from './series.repo.js';
import { message } from '../../../platform/i18n/format.js';

export function toSeriesVo(row: SeriesRow): TitleSeriesVo {
  return {
    seriesId: row.seriesId,
    seriesCode: row.seriesCode,
    seriesName: row.seriesName,
    seriesNameEn: row.seriesNameEn,
    orderNum: row.orderNum,
    ...commonVo(row),
  };
}

/** 职称系列: codes unique in the tenant; no delete while professions, titles, people or pools point at it. */
export class SeriesService extends CatalogService<
  typeof zcTitleSeries,
  SeriesRow,
  TitleSeriesVo,
  TitleSeriesFilter,
  TitleSeriesCreate
> {
  protected readonly keys = {
    notFound: 'titleSeries.notFound',
    codeExists: 'titleSeries.codeExists',
  } as const;
  protected readonly sheet = message('titleSeries.sheet');
  protected readonly references = [
    [
      'titleSeries.hasChildren',
      [
        { column: zcProfession.seriesId, tenantId: zcProfession.tenantId },
        { column: zcTitle.seriesId, tenantId: zcTitle.tenantId },
      ],
    ],
    [
      'titleSeries.inUse',
      [
        { column: zcEmployee.seriesId, tenantId: zcEmployee.tenantId, delFlag: zcEmployee.delFlag },
        { column: zcReviewer.seriesId, tenantId: zcReviewer.tenantId, delFlag: zcReviewer.delFlag },
        {
          column: zcReviewerPool.seriesId,
          tenantId: zcReviewerPool.tenantId,
          delFlag: zcReviewerPool.delFlag,
        },
      ],
    ],
  ] as const;

  protected toVo = toSeriesVo;
  protected idOf = (row: SeriesRow) => row.seriesId;
  protected nameOf = (row: { seriesName: string }) => row.seriesName;
  protected override codeOf = (body: TitleSeriesCreate) => body.seriesCode;

  protected fields(body: TitleSeriesCreate) {
    return {
      seriesCode: body.seriesCode,
      seriesName: body.seriesName,
      seriesNameEn: body.seriesNameEn || null,
      orderNum: body.orderNum,
      status: body.status,
      remark: body.remark || null,
    };
  }

  protected async columns(tenantId: string, lang: Language): Promise<XlsxColumn<TitleSeriesVo>[]> {
    return [
      { header: message('titleSeries.column.seriesId'), value: (r) => r.seriesId, width: 12 },
      { header: message('titleSeries.column.seriesCode'), value: (r) => r.seriesCode, width: 12 },
      { header: message('titleSeries.column.seriesName'), value: (r) => r.seriesName, width: 24 },
      { header: message('titleSeries.column.seriesNameEn'), value: (r) => r.seriesNameEn, width: 30 },
      { header: message('titleSeries.column.orderNum'), value: (r) => r.orderNum, width: 10 },
      ...(await commonColumns<TitleSeriesVo>(this.dicts, tenantId, lang)),
    ];
  }

  /** Enabled series (pickers of other screens). */
  async options(tenantId: string): Promise<TitleSeriesVo[]> {
    return (await this.repo.select(tenantId, { status: '0' })).map(toSeriesVo);
  }
}
