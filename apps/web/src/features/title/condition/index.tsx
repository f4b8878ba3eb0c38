import { useTranslation } from 'react-i18next';
import { TitleConditionPermission, type TitleConditionVo } from '@zcps/contracts';
import { dictLabel } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { CatalogPage, SelectFilter } from '../catalog/CatalogPage';
import { useRuleKindOptions, useSeriesOptions, useTitleOptions } from '../catalog/options';
import { conditionApi } from './api';
import { ConditionForm } from './ConditionForm';
import { dictsOf, summarize } from './rule-fields';

/** Labels of the dictionaries rule params name (a fixed set of hooks: one per dictionary). */
function useRuleLabels() {
  const dicts: Record<string, ReturnType<typeof useDict>> = {
    education: useDict('education'),
    title_level: useDict('title_level'),
    assessment_result: useDict('assessment_result'),
    works_type: useDict('works_type'),
    paper_index: useDict('paper_index'),
    achievement_role: useDict('achievement_role'),
    award_level: useDict('award_level'),
  };
  return {
    label: (dict: string, code: string) => dictLabel(dicts[dict] ?? [], code),
    /** Whether the dictionaries a rule kind names have loaded (its codes never show before their labels). */
    ready: (kind: string) => dictsOf(kind).every((dict) => Boolean(dicts[dict]?.length)),
  };
}

/** 申报条件: the rules of each title, each of one kind with its params. */
export function Page() {
  const { t } = useTranslation();
  const series = useSeriesOptions();
  const titles = useTitleOptions(undefined);
  const kinds = useRuleKindOptions();
  const labels = useRuleLabels();
  const kindName = (kind: string) => kinds.find((k) => k.value === kind)?.label ?? kind;
  return (
    <CatalogPage<TitleConditionVo>
      resource="title/condition"
      rowKey="conditionId"
      perms={TitleConditionPermission}
      remove={conditionApi.remove}
      exportFile="title_condition.xlsx"
      scrollX={1300}
      Form={ConditionForm}
      filters={
        <>
          <SelectFilter name="seriesId" label={t('titleCatalog.series')} options={series} />
          <SelectFilter name="titleId" label={t('titleCatalog.title')} options={titles} />
          <SelectFilter name="ruleKind" label={t('titleCatalog.ruleKind')} options={kinds} width={140} />
        </>
      }
      columns={() => [
        { title: t('titleCatalog.title'), dataIndex: 'titleName', width: 150, ellipsis: true },
        {
          title: t('titleCatalog.ruleKind'),
          dataIndex: 'ruleKind',
          width: 110,
          sorter: true,
          render: (kind: string) => kindName(kind),
        },
        {
          title: t('titleCatalog.params'),
          key: 'params',
          width: 320,
          render: (_v, row) =>
            labels.ready(row.ruleKind) ? summarize(row.ruleKind, row.params, t, labels.label) : null,
        },
        { title: t('titleCatalog.description'), dataIndex: 'description', width: 240, ellipsis: true },
      ]}
    />
  );
}
