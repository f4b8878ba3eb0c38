import { useEffect, useState } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  EmployeeStatus,
  isValidIdCard,
  REVIEWER_PHONE_PATTERN,
  type EmployeeCreate,
  type EmployeeVo,
} from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { useProfessionOptions, useSeriesOptions } from '../../title/reviewer/api';
import { employeeApi, useTitleOptions, useUnitOptions } from './api';

const DATE = 'YYYY-MM-DD';
const DATE_FIELDS = ['currentTitleDate', 'hiredDate', 'workStartDate'] as const;
type Values = Omit<EmployeeCreate, (typeof DATE_FIELDS)[number]> &
  Partial<Record<(typeof DATE_FIELDS)[number], Dayjs | null>>;

function useDictOptions(type: string) {
  return useDict(type).map((d) => ({ value: d.dictValue, label: d.dictLabel }));
}

const validIdCard = (message: string) => ({
  validator: (_rule: unknown, value?: string) =>
    !value || isValidIdCard(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** Adds or edits an employee; a company user's employees always belong to its own unit (the server decides). */
export function EmployeeForm({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: EmployeeVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const ownUnit = useUserStore((s) => s.roles.includes('company'));
  const units = useUnitOptions(open && !ownUnit);
  const seriesId = Form.useWatch('seriesId', form) ?? undefined;
  const series = useSeriesOptions(open);
  const professions = useProfessionOptions(seriesId);
  const titles = useTitleOptions(seriesId);
  const sexes = useDictOptions('sys_user_sex');
  const nations = useDictOptions('nation');
  const political = useDictOptions('political_status');
  const educations = useDictOptions('education');
  const wageLevels = useDictOptions('wage_level');
  const relations = useDictOptions('employment_relation');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!row) return form.setFieldsValue({ sex: '0', status: EmployeeStatus.ACTIVE });
    const dates = Object.fromEntries(DATE_FIELDS.map((f) => [f, row[f] ? dayjs(row[f]) : null]));
    form.setFieldsValue({ ...(row as unknown as Values), ...dates } as Values);
  }, [open, row, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { ...values } as Record<string, unknown>;
    for (const f of DATE_FIELDS) body[f] = values[f] ? values[f].format(DATE) : null;
    setSaving(true);
    try {
      if (row) await employeeApi.update({ ...(body as EmployeeCreate), employeeId: row.employeeId });
      else await employeeApi.add(body as EmployeeCreate);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof Values, label: string, max: number, rules: object[] = []) => (
    <Form.Item name={name} label={label} rules={[{ max }, ...rules]}>
      <Input placeholder={hintOf('input', label)} />
    </Form.Item>
  );
  const pick = (name: keyof Values, label: string, options: { value: string | number; label: string }[]) => (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={hintOf('select', label)}
        options={options}
      />
    </Form.Item>
  );
  const date = (name: (typeof DATE_FIELDS)[number], label: string) => (
    <Form.Item name={name} label={label}>
      <DatePicker style={{ width: '100%' }} placeholder={hintOf('select', label)} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={row ? t('employee.editTitle') : t('employee.addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="employee-form">
        <Row gutter={16}>
          <Col span={12}>
            {text('employeeName', t('employee.employeeName'), 30, [{ required: true, whitespace: true }])}
          </Col>
          <Col span={12}>
            <Form.Item name="sex" label={t('employee.sex')}>
              <Radio.Group options={sexes} />
            </Form.Item>
          </Col>
          <Col span={12}>
            {text('idCard', t('employee.idCard'), 18, [
              { required: true },
              validIdCard(t('employee.idCardInvalid')),
            ])}
          </Col>
          <Col span={12}>{text('phone', t('employee.phone'), 20, [{ pattern: REVIEWER_PHONE_PATTERN }])}</Col>
          <Col span={12}>{text('email', t('employee.email'), 50, [{ type: 'email' }])}</Col>
          <Col span={12}>
            {ownUnit ? (
              <Form.Item label={t('employee.client')}>
                <Input disabled value={row?.clientName ?? t('employee.ownUnit')} />
              </Form.Item>
            ) : units.failed ? (
              <Form.Item name="clientId" label={t('employee.unitFallback')}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            ) : (
              pick('clientId', t('employee.client'), units.options)
            )}
          </Col>
          <Col span={8}>{pick('nation', t('employee.nation'), nations)}</Col>
          <Col span={8}>{pick('politicalStatus', t('employee.politicalStatus'), political)}</Col>
          <Col span={8}>{pick('education', t('employee.education'), educations)}</Col>
          <Col span={8}>{pick('seriesId', t('employee.series'), series)}</Col>
          <Col span={8}>{pick('professionId', t('employee.profession'), professions)}</Col>
          <Col span={8}>{pick('currentTitleId', t('employee.currentTitle'), titles)}</Col>
          <Col span={8}>{date('currentTitleDate', t('employee.currentTitleDate'))}</Col>
          <Col span={8}>{text('currentTitleCertNo', t('employee.currentTitleCertNo'), 50)}</Col>
          <Col span={8}>{pick('wageLevel', t('employee.wageLevel'), wageLevels)}</Col>
          <Col span={8}>{date('workStartDate', t('employee.workStartDate'))}</Col>
          <Col span={8}>{date('hiredDate', t('employee.hiredDate'))}</Col>
          <Col span={8}>{pick('employmentRelation', t('employee.employmentRelation'), relations)}</Col>
          <Col span={12}>{text('archiveLocation', t('employee.archiveLocation'), 100)}</Col>
          <Col span={12}>
            <Form.Item name="status" label={t('employee.status')}>
              <Radio.Group
                options={[
                  { value: EmployeeStatus.ACTIVE, label: t('employee.active') },
                  { value: EmployeeStatus.LEFT, label: t('employee.left') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('employee.remark')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={2} placeholder={hintOf('input', t('employee.remark'))} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
