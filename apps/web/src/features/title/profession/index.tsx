import { useTranslation } from 'react-i18next';
import { ProfessionPermission, type ProfessionVo } from '@zcps/contracts';
import { CatalogPage, SelectFilter, TextFilter } from '../catalog/CatalogPage';
import { useSeriesOptions } from '../catalog/options';
import { professionApi } from './api';
import { ProfessionForm } from './ProfessionForm';

/** 专业管理: the professions of each series; one held by employees or reviewers cannot be deleted. */
export function Page() {
  const { t } = useTranslation();
  const series = useSeriesOptions();
  return (
    <CatalogPage<ProfessionVo>
      resource="title/profession"
      rowKey="professionId"
      perms={ProfessionPermission}
      remove={professionApi.remove}
      exportFile="profession.xlsx"
      scrollX={1040}
      Form={ProfessionForm}
      filters={
        <>
          <SelectFilter name="seriesId" label={t('titleCatalog.series')} options={series} width={200} />
          <TextFilter name="professionCode" label={t('titleCatalog.professionCode')} width={140} />
          <TextFilter name="professionName" label={t('titleCatalog.professionName')} />
        </>
      }
      columns={() => [
        { title: t('titleCatalog.series'), dataIndex: 'seriesName', width: 180, ellipsis: true },
        { title: t('titleCatalog.professionCode'), dataIndex: 'professionCode', width: 130, sorter: true },
        { title: t('titleCatalog.professionName'), dataIndex: 'professionName', width: 200, sorter: true },
      ]}
    />
  );
}
