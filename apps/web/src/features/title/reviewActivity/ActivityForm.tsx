import { DatePicker, Form, Input, InputNumber, Select, Space, Switch, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ActivityStatus,
  MIN_PUBLICITY_DAYS,
  reviewActivityCreateSchema,
  type ReviewActivityCreate,
  type ReviewActivityVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { useOrgOptions, useProfessionOptions, useSeriesOptions } from '../reviewer/api';
import { activityApi, usePreReviewOptions } from './api';

type Values = Omit<ReviewActivityCreate, 'declareStart' | 'declareEnd'> & { window: [Dayjs, Dayjs] };

/** The window is days: the server opens it at the first day's start and closes it at the last day's end. */
const DAY = 'YYYY-MM-DD';
const RATIOS = [
  ['teamPass', 'teamPassNum', 'teamPassDen'],
  ['quorum', 'quorumNum', 'quorumDen'],
  ['committeePass', 'committeePassNum', 'committeePassDen'],
] as const;
type RatioField = (typeof RATIOS)[number][1 | 2];
const DEFAULTS = {
  reviewYear: new Date().getFullYear(),
  professionIds: [],
  defenseRequired: false,
  defenseDropExtremesFrom: 0,
  teamPassNum: 2,
  teamPassDen: 3,
  quorumNum: 2,
  quorumDen: 3,
  committeePassNum: 2,
  committeePassDen: 3,
  publicityDays: MIN_PUBLICITY_DAYS,
  barYears: 3,
};

/** 新增/修改评审活动; while in progress the rules that decide results are shown locked. */
export function ActivityForm({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: ReviewActivityVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const levels = useDict('title_level');
  const series = useSeriesOptions(open);
  const orgs = useOrgOptions(open);
  const preReviews = usePreReviewOptions(open);
  const frozen = row?.status === ActivityStatus.IN_PROGRESS;

  const kit = useModalForm<Values>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            ...row,
            orgId: row.orgId ?? undefined,
            preReviewKey: row.preReviewKey ?? undefined,
            remark: row.remark ?? undefined,
            window: [dayjs(row.declareStart), dayjs(row.declareEnd)],
          }
        : DEFAULTS,
    save: ({ window, ...values }) => {
      const body = {
        ...values,
        orgId: values.orgId ?? null,
        preReviewKey: values.preReviewKey ?? null,
        declareStart: window[0].format(DAY),
        declareEnd: window[1].format(DAY),
      };
      return row ? activityApi.update({ ...body, activityId: row.activityId }) : activityApi.add(body);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const seriesId = Form.useWatch('seriesId', kit.form);
  const professions = useProfessionOptions(seriesId);
  const rules = (field: keyof Values & keyof ReviewActivityCreate, options?: RulesOptions) =>
    rulesFrom(reviewActivityCreateSchema, field, options);

  const ratio = (label: string, num: RatioField, den: RatioField) => (
    <Form.Item key={num} label={label} tooltip={t('reviewActivity.ratioHint')} required>
      <Space>
        <Form.Item name={num} noStyle rules={rules(num, { required: true })}>
          <InputNumber min={1} max={1000} precision={0} disabled={frozen} aria-label={`${label} num`} />
        </Form.Item>
        /
        <Form.Item
          name={den}
          noStyle
          dependencies={[num]}
          rules={[
            ...rules(den, { required: true }),
            ({ getFieldValue }) => ({
              validator: (_r, v: number) =>
                v >= getFieldValue(num) ? Promise.resolve() : Promise.reject(new Error(label)),
            }),
          ]}
        >
          <InputNumber min={1} max={1000} precision={0} disabled={frozen} aria-label={`${label} den`} />
        </Form.Item>
      </Space>
    </Form.Item>
  );

  return (
    <ModalForm
      kit={kit}
      width={720}
      title={row ? t('reviewActivity.editTitle') : t('reviewActivity.addTitle')}
      testId="activity-form"
    >
      <Form.Item name="activityName" label={t('reviewActivity.name')} rules={rules('activityName')}>
        <Input placeholder={hintOf('input', t('reviewActivity.name'))} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="reviewYear" label={t('reviewActivity.year')} rules={rules('reviewYear')}>
          <InputNumber min={2000} max={2100} precision={0} />
        </Form.Item>
        <Form.Item name="seriesId" label={t('reviewActivity.series')} rules={rules('seriesId')}>
          <Select
            showSearch
            optionFilterProp="label"
            options={series}
            disabled={frozen}
            style={{ width: 220 }}
            onChange={() => kit.form.setFieldValue('professionIds', [])}
          />
        </Form.Item>
        <Form.Item name="titleLevels" label={t('reviewActivity.levels')} rules={rules('titleLevels')}>
          <Select
            mode="multiple"
            options={levels.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            style={{ width: 220 }}
          />
        </Form.Item>
      </Space>
      <Form.Item name="professionIds" label={t('reviewActivity.professions')}>
        <Select mode="multiple" allowClear optionFilterProp="label" options={professions} />
      </Form.Item>
      <Form.Item name="orgId" label={t('reviewActivity.organization')}>
        <TreeSelect allowClear treeData={orgs} treeDefaultExpandAll />
      </Form.Item>
      <Form.Item name="window" label={t('reviewActivity.window')} rules={[{ required: true }]}>
        <DatePicker.RangePicker format={DAY} />
      </Form.Item>
      <Form.Item
        name="preReviewKey"
        label={t('reviewActivity.preReview')}
        extra={t('reviewActivity.preReviewHint')}
      >
        <Select allowClear options={preReviews} placeholder={t('reviewActivity.preReviewNone')} />
      </Form.Item>
      {frozen && <p className="zcps-form-hint">{t('reviewActivity.rulesFrozen')}</p>}
      <Space size="large" wrap>
        <Form.Item name="defenseRequired" label={t('reviewActivity.defenseRequired')} valuePropName="checked">
          <Switch disabled={frozen} />
        </Form.Item>
        <Form.Item name="defenseDropExtremesFrom" label={t('reviewActivity.dropExtremesFrom')}>
          <InputNumber min={0} max={99} precision={0} disabled={frozen} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        {RATIOS.map(([label, num, den]) => ratio(t(`reviewActivity.${label}`), num, den))}
      </Space>
      <Space size="large" wrap>
        <Form.Item
          name="publicityDays"
          label={t('reviewActivity.publicityDays')}
          rules={rules('publicityDays', { required: true })}
        >
          <InputNumber min={MIN_PUBLICITY_DAYS} max={60} precision={0} />
        </Form.Item>
        <Form.Item name="barYears" label={t('reviewActivity.barYears')}>
          <InputNumber min={0} max={10} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item name="remark" label={t('reviewActivity.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </ModalForm>
  );
}
