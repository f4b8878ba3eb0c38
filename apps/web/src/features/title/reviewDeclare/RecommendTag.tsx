import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewStage, type DeclarationVo } from '@zcps/contracts';

/** 单位推荐: recommended (when, with the unit's opinion on hover and beside it) or not yet; nothing on a draft. */
export function RecommendTag({
  row,
}: {
  row: Pick<DeclarationVo, 'stage' | 'recommendTime' | 'recommendOpinion'>;
}) {
  const { t } = useTranslation();
  if (row.stage === ReviewStage.DRAFT) return null;
  if (!row.recommendTime) return <Tag>{t('reviewDeclare.notRecommended')}</Tag>;
  const detail = [row.recommendTime, row.recommendOpinion].filter(Boolean).join(' · ');
  return (
    <Tooltip title={detail}>
      <Tag color="success" data-testid="recommended">
        {t('reviewDeclare.recommendedTag')}
      </Tag>
      {row.recommendOpinion && <span className="zcps-recommend-opinion">{row.recommendOpinion}</span>}
    </Tooltip>
  );
}
