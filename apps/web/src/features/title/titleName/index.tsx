import { useTranslation } from 'react-i18next';
import { TitleNamePermission, type TitleNameVo } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { CatalogPage, SelectFilter, TextFilter } from '../catalog/CatalogPage';
import { useSeriesOptions } from '../catalog/options';
import { titleNameApi } from './api';
import { TitleNameForm } from './TitleNameForm';

/** 职称名称: the titles of each series by level; one with conditions or holders cannot be deleted. */
export function Page() {
  const { t } = useTranslation();
  const series = useSeriesOptions();
  const levels = useDict('title_level');
  return (
    <CatalogPage<TitleNameVo>
      resource="title/title-name"
      rowKey="titleId"
      perms={TitleNamePermission}
      remove={titleNameApi.remove}
      exportFile="title_name.xlsx"
      scrollX={1140}
      Form={TitleNameForm}
      filters={
        <>
          <SelectFilter name="seriesId" label={t('titleCatalog.series')} options={series} width={200} />
          <SelectFilter
            name="titleLevel"
            label={t('titleCatalog.titleLevel')}
            options={levels.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            width={130}
          />
          <TextFilter name="titleName" label={t('titleCatalog.titleName')} />
        </>
      }
      columns={() => [
        { title: t('titleCatalog.series'), dataIndex: 'seriesName', width: 180, ellipsis: true },
        { title: t('titleCatalog.titleCode'), dataIndex: 'titleCode', width: 110, sorter: true },
        { title: t('titleCatalog.titleName'), dataIndex: 'titleName', width: 180, sorter: true },
        {
          title: t('titleCatalog.titleLevel'),
          dataIndex: 'titleLevel',
          width: 110,
          align: 'center',
          sorter: true,
          render: (v: string) => <DictTag options={levels} value={v} />,
        },
      ]}
    />
  );
}
