import { useState } from 'react';
import { Alert, Button, Form, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { parseLanguage, type EligibilityResult, type Result, type RuleResult } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { http } from '../../../lib/request';
import {
  useExceptionOptions,
  useRuleKindOptions,
  useSeriesOptions,
  useTitleOptions,
} from '../catalog/options';

interface Props {
  /** The employee to check (their record must be in the caller's scope); without one, the caller's own record. */
  employeeId?: number;
}

interface Choice {
  seriesId?: number;
  titleId?: number;
  exceptionId?: number;
}

type Row = RuleResult & { key: number };

function RuleTable({ rules }: { rules: RuleResult[] }) {
  const { t, i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  const kinds = useRuleKindOptions();
  const columns: TableColumnsType<Row> = [
    {
      title: t('titleCatalog.rule'),
      key: 'rule',
      width: 160,
      render: (_v, r) => r.description || kinds.find((k) => k.value === r.ruleKind)?.label || r.ruleKind,
    },
    {
      title: t('titleCatalog.result'),
      key: 'result',
      width: 100,
      align: 'center',
      render: (_v, r) =>
        r.byException ? (
          <Tag color="warning">{t('titleCatalog.byException')}</Tag>
        ) : r.pass ? (
          <Tag color="success">{t('titleCatalog.pass')}</Tag>
        ) : (
          <Tag color="error">{t('titleCatalog.fail')}</Tag>
        ),
    },
    {
      title: t('titleCatalog.found'),
      key: 'found',
      width: 110,
      align: 'center',
      render: (_v, r) => r.foundText?.[lang] ?? '-',
    },
    {
      title: t('titleCatalog.required'),
      key: 'required',
      width: 110,
      align: 'center',
      render: (_v, r) => r.requiredText?.[lang] ?? '-',
    },
    { title: t('titleCatalog.reason'), key: 'reason', render: (_v, r) => r.reason[lang] },
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rules.map((r, key) => ({ ...r, key }))}
      pagination={false}
    />
  );
}

/**
 * 检查申报资格: pick a title (and an exception to claim) and see every declare condition checked against the
 * dossier, with the reason of each. Self-contained: the dossier page and the declaration screen drop it in.
 */
export function EligibilityCheck({ employeeId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Choice>();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<EligibilityResult | null>(null);
  // The pickers narrow each other: a series its titles, a title its exceptions; a change clears what follows.
  const [picked, setPicked] = useState<Choice>({});
  const series = useSeriesOptions(open);
  const titles = useTitleOptions(picked.seriesId);
  const exceptions = useExceptionOptions(picked.titleId);
  const narrow = (changed: Choice) => {
    if ('seriesId' in changed) {
      form.setFieldsValue({ titleId: undefined, exceptionId: undefined });
      setPicked({ seriesId: changed.seriesId });
    } else if ('titleId' in changed) {
      form.setFieldValue('exceptionId', undefined);
      setPicked((p) => ({ seriesId: p.seriesId, titleId: changed.titleId }));
    }
  };

  const check = async () => {
    const choice = await form.validateFields().catch(() => null);
    if (!choice) return;
    setChecking(true);
    try {
      const target = employeeId === undefined ? 'mine' : String(employeeId);
      const res = await http.get<Result<EligibilityResult>>(`/title/eligibility/${target}`, {
        params: { titleId: choice.titleId, exceptionId: choice.exceptionId },
      });
      setResult(res.data);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)}>
        {t('titleCatalog.checkEligibility')}
      </Button>
      <Modal
        open={open}
        title={t('titleCatalog.checkEligibility')}
        width={900}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="inline"
          data-testid="eligibility-form"
          style={{ marginBottom: 16 }}
          onValuesChange={narrow}
        >
          <Form.Item name="seriesId" label={t('titleCatalog.series')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={series}
              style={{ width: 180 }}
              placeholder={hintOf('select', t('titleCatalog.series'))}
            />
          </Form.Item>
          <Form.Item
            name="titleId"
            label={t('titleCatalog.title')}
            rules={[{ required: true, message: t('titleCatalog.pickTitle') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={titles}
              style={{ width: 180 }}
              placeholder={hintOf('select', t('titleCatalog.title'))}
            />
          </Form.Item>
          <Form.Item name="exceptionId" label={t('titleCatalog.exception')}>
            <Select
              allowClear
              options={exceptions}
              style={{ width: 200 }}
              placeholder={t('titleCatalog.noException')}
            />
          </Form.Item>
          <Button type="primary" loading={checking} onClick={() => void check()}>
            {t('titleCatalog.check')}
          </Button>
        </Form>
        {result && (
          <Space orientation="vertical" style={{ width: '100%' }} data-testid="eligibility-result">
            <Alert
              type={result.eligible ? 'success' : 'error'}
              showIcon
              title={`${result.employeeName} · ${result.titleName}：${
                result.eligible ? t('titleCatalog.eligible') : t('titleCatalog.notEligible')
              }`}
              description={
                <>
                  <div>{`${t('titleCatalog.evalDate')}：${result.evalDate}`}</div>
                  {result.reason && <div data-testid="eligibility-reason">{result.reason[lang]}</div>}
                </>
              }
            />
            <RuleTable rules={result.rules} />
            {result.exception && (
              <>
                <Alert
                  type={result.exception.applies ? 'info' : 'warning'}
                  showIcon
                  title={`${result.exception.exceptionName}：${
                    result.exception.applies
                      ? t('titleCatalog.exceptionApplies')
                      : t('titleCatalog.exceptionFails')
                  }`}
                />
                <RuleTable rules={result.exception.evidence} />
              </>
            )}
          </Space>
        )}
      </Modal>
    </>
  );
}
