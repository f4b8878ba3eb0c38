import { DatePicker, Form, Input, Radio, Select, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  latestPoolTermEnd,
  POOL_TERM_MAX_YEARS,
  reviewerPoolCreateSchema,
  type ReviewerPoolCreate,
  type ReviewerPoolVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { useOrgOptions, useSeriesOptions } from '../reviewer/api';
import { poolApi } from './api';

type PoolFormValues = Omit<ReviewerPoolCreate, 'termStart' | 'termEnd'> & { term: [Dayjs, Dayjs] };

const DATE = 'YYYY-MM-DD';

export function PoolForm({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: ReviewerPoolVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const levels = useDict('title_level');
  const status = useDict('sys_normal_disable');
  const series = useSeriesOptions(open);
  const orgs = useOrgOptions(open);

  const kit = useModalForm<PoolFormValues>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            poolName: row.poolName,
            seriesId: row.seriesId,
            titleLevel: row.titleLevel as ReviewerPoolCreate['titleLevel'],
            orgId: row.orgId ?? undefined,
            term: [dayjs(row.termStart), dayjs(row.termEnd)],
            status: row.status as ReviewerPoolCreate['status'],
            remark: row.remark ?? undefined,
          }
        : { status: '0' },
    save: ({ term, ...values }) => {
      const body = {
        ...values,
        orgId: values.orgId ?? null,
        termStart: term[0].format(DATE),
        termEnd: term[1].format(DATE),
      };
      return row ? poolApi.update({ ...body, poolId: row.poolId }) : poolApi.add(body);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof ReviewerPoolCreate) => rulesFrom(reviewerPoolCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('reviewerPool.editPool') : t('reviewerPool.addPool')}
      testId="pool-form"
    >
      <Form.Item name="poolName" label={t('reviewerPool.poolName')} rules={rules('poolName')}>
        <Input placeholder={hintOf('input', t('reviewerPool.poolName'))} />
      </Form.Item>
      <Form.Item name="seriesId" label={t('reviewerPool.series')} rules={rules('seriesId')}>
        <Select
          showSearch
          optionFilterProp="label"
          options={series}
          placeholder={hintOf('select', t('reviewerPool.series'))}
        />
      </Form.Item>
      <Form.Item name="titleLevel" label={t('reviewerPool.titleLevel')} rules={rules('titleLevel')}>
        <Select
          options={levels.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          placeholder={hintOf('select', t('reviewerPool.titleLevel'))}
        />
      </Form.Item>
      <Form.Item name="orgId" label={t('reviewerPool.organization')}>
        <TreeSelect
          allowClear
          treeData={orgs}
          treeDefaultExpandAll
          placeholder={hintOf('select', t('reviewerPool.organization'))}
        />
      </Form.Item>
      <Form.Item
        name="term"
        label={t('reviewerPool.term')}
        rules={[
          { required: true },
          {
            validator: async (_r, value?: [Dayjs, Dayjs]) => {
              if (!value) return;
              const [start, end] = value.map((d) => d.format(DATE)) as [string, string];
              if (end < start || end > latestPoolTermEnd(start))
                throw new Error(t('reviewerPool.termRule', { years: POOL_TERM_MAX_YEARS }));
            },
          },
        ]}
      >
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          placeholder={[t('reviewerPool.termStart'), t('reviewerPool.termEnd')]}
        />
      </Form.Item>
      <Form.Item name="status" label={t('reviewerPool.status')}>
        <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('reviewerPool.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('reviewerPool.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
