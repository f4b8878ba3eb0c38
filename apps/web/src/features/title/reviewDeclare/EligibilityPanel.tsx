import { Alert, List, Spin, Tag, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { parseLanguage, RULE_KIND_LABELS, type EligibilityResult, type RuleResult } from '@zcps/contracts';

const ruleName = (rule: RuleResult, lang: 'zh_CN' | 'en_US') =>
  rule.description ||
  RULE_KIND_LABELS[rule.ruleKind as keyof typeof RULE_KIND_LABELS]?.[lang] ||
  rule.ruleKind;

function RuleRow({ rule }: { rule: RuleResult }) {
  const { t, i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  const passed = rule.pass || rule.byException;
  return (
    <List.Item data-testid={`rule-${rule.ruleKind}`} data-pass={passed ? 'yes' : 'no'}>
      <List.Item.Meta
        avatar={
          passed ? (
            <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="pass" />
          ) : (
            <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label="fail" />
          )
        }
        title={
          <>
            {ruleName(rule, lang)}{' '}
            {rule.byException && <Tag color="warning">{t('reviewDeclare.byException')}</Tag>}
          </>
        }
        description={rule.reason[lang]}
      />
    </List.Item>
  );
}

/** The declare conditions rule by rule, with a pass or fail icon and the reason, and the claimed exception. */
export function EligibilityPanel({
  result,
  loading,
}: {
  result: EligibilityResult | null;
  loading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  if (loading) return <Spin size="small" />;
  if (!result)
    return <Typography.Text type="secondary">{t('reviewDeclare.eligibilityHint')}</Typography.Text>;
  return (
    <div data-testid="eligibility-panel">
      <Alert
        type={result.eligible ? 'success' : 'error'}
        showIcon
        message={result.eligible ? t('reviewDeclare.eligibleAll') : t('reviewDeclare.ineligible')}
        description={result.reason?.[lang]}
      />
      {result.rules.length === 0 && !result.reason && (
        <Typography.Text type="secondary">{t('reviewDeclare.noRules')}</Typography.Text>
      )}
      <List size="small" dataSource={result.rules} renderItem={(rule) => <RuleRow rule={rule} />} />
      {result.exception && (
        <>
          <Typography.Text strong>
            {t('reviewDeclare.exception')}: {result.exception.exceptionName}{' '}
            <Tag color={result.exception.applies ? 'success' : 'error'}>
              {result.exception.applies ? t('reviewDeclare.eligibleYes') : t('reviewDeclare.eligibleNo')}
            </Tag>
          </Typography.Text>
          <List
            size="small"
            dataSource={result.exception.evidence}
            renderItem={(rule) => <RuleRow rule={rule} />}
          />
        </>
      )}
    </div>
  );
}
