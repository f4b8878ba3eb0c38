import { useTranslation } from 'react-i18next';
import { TitleExceptionPermission, type TitleExceptionVo } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { CatalogPage, SelectFilter, TextFilter } from '../catalog/CatalogPage';
import { useRuleKindOptions, useTitleOptions } from '../catalog/options';
import { exceptionApi } from './api';
import { ExceptionForm } from './ExceptionForm';

/** 破格条件: per title, the rule kinds an exception relaxes and the evidence it needs. */
export function Page() {
  const { t } = useTranslation();
  const titles = useTitleOptions(undefined);
  const types = useDict('exception_type');
  const kinds = useRuleKindOptions();
  const names = (list: readonly string[]) =>
    list.map((kind) => kinds.find((k) => k.value === kind)?.label ?? kind).join('、');
  return (
    <CatalogPage<TitleExceptionVo>
      resource="title/exception"
      rowKey="exceptionId"
      perms={TitleExceptionPermission}
      remove={exceptionApi.remove}
      exportFile="title_exception.xlsx"
      scrollX={1320}
      withOrder={false}
      Form={ExceptionForm}
      filters={
        <>
          <SelectFilter name="titleId" label={t('titleCatalog.title')} options={titles} />
          <SelectFilter
            name="exceptionType"
            label={t('titleCatalog.exceptionType')}
            options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            width={140}
          />
          <TextFilter name="exceptionName" label={t('titleCatalog.exceptionName')} />
        </>
      }
      columns={() => [
        { title: t('titleCatalog.title'), dataIndex: 'titleName', width: 140, ellipsis: true },
        {
          title: t('titleCatalog.exceptionType'),
          dataIndex: 'exceptionType',
          width: 110,
          align: 'center',
          render: (v: string) => <DictTag options={types} value={v} />,
        },
        { title: t('titleCatalog.exceptionName'), dataIndex: 'exceptionName', width: 200, ellipsis: true },
        {
          title: t('titleCatalog.relaxes'),
          dataIndex: 'relaxes',
          width: 160,
          render: (v: string[]) => names(v),
        },
        {
          title: t('titleCatalog.evidence'),
          key: 'evidence',
          width: 180,
          render: (_v, row) => names(row.evidence.map((e) => e.ruleKind)),
        },
        { title: t('titleCatalog.description'), dataIndex: 'description', width: 220, ellipsis: true },
      ]}
    />
  );
}
