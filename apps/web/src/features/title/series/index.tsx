import { useTranslation } from 'react-i18next';
import { TitleSeriesPermission, type TitleSeriesVo } from '@zcps/contracts';
import { CatalogPage, TextFilter } from '../catalog/CatalogPage';
import { seriesApi } from './api';
import { SeriesForm } from './SeriesForm';

/** 职称系列: the national series codes; a series with professions, titles or people cannot be deleted. */
export function Page() {
  const { t } = useTranslation();
  return (
    <CatalogPage<TitleSeriesVo>
      resource="title/series"
      rowKey="seriesId"
      perms={TitleSeriesPermission}
      remove={seriesApi.remove}
      exportFile="title_series.xlsx"
      scrollX={1080}
      Form={SeriesForm}
      filters={
        <>
          <TextFilter name="seriesCode" label={t('titleCatalog.seriesCode')} width={140} />
          <TextFilter name="seriesName" label={t('titleCatalog.seriesName')} />
        </>
      }
      columns={() => [
        {
          title: t('titleCatalog.seriesCode'),
          dataIndex: 'seriesCode',
          width: 110,
          align: 'center',
          sorter: true,
        },
        {
          title: t('titleCatalog.seriesName'),
          dataIndex: 'seriesName',
          width: 200,
          sorter: true,
          ellipsis: true,
        },
        { title: t('titleCatalog.seriesNameEn'), dataIndex: 'seriesNameEn', width: 240, ellipsis: true },
      ]}
    />
  );
}
