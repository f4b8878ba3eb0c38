import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  employeeCreateSchema,
  EmployeeStatus,
  isValidIdCard,
  REVIEWER_PHONE_PATTERN,
  type EmployeeCreate,
  type EmployeeVo,
} from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const ownUnit = useUserStore((s) => s.roles.includes('company'));
  const kit = useModalForm<Values>({
    open,
    target: row,
    initialValues: () => {
      if (!row) return { sex: '0', status: EmployeeStatus.ACTIVE };
      const dates = Object.fromEntries(DATE_FIELDS.map((f) => [f, row[f] ? dayjs(row[f]) : null]));
      return { ...(row as unknown as Values), ...dates } as Values;
    },
    save: (values) => {
      const body = { ...values } as Record<string, unknown>;
      for (const f of DATE_FIELDS) body[f] = values[f] ? values[f].format(DATE) : null;
      return row
        ? employeeApi.update({ ...(body as EmployeeCreate), employeeId: row.employeeId })
        : employeeApi.add(body as EmployeeCreate);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const units = useUnitOptions(open && !ownUnit);
  const seriesId = Form.useWatch('seriesId', kit.form) ?? undefined;
  const series = useSeriesOptions(open);
  const professions = useProfessionOptions(seriesId);
  const titles = useTitleOptions(seriesId);
  const sexes = useDictOptions('sys_user_sex');
  const nations = useDictOptions('nation');
  const political = useDictOptions('political_status');
  const educations = useDictOptions('education');
  const wageLevels = useDictOptions('wage_level');
  const relations = useDictOptions('employment_relation');

  // Only the name's rules come from employeeCreateSchema: rulesFrom does not read through the z.preprocess
  // (blank to null) around the other fields, nor the id card's refine.
  const text = (name: keyof Values, label: string, rules: FormRule[]) => (
    <Form.Item name={name} label={label} rules={rules}>
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
    <ModalForm
      kit={kit}
      title={row ? t('employee.editTitle') : t('employee.addTitle')}
      width={760}
      testId="employee-form"
    >
      <Row gutter={16}>
        <Col span={12}>
          {text('employeeName', t('employee.employeeName'), rulesFrom(employeeCreateSchema, 'employeeName'))}
        </Col>
        <Col span={12}>
          <Form.Item name="sex" label={t('employee.sex')}>
            <Radio.Group options={sexes} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {text('idCard', t('employee.idCard'), [
            { max: 18 },
            { required: true },
            validIdCard(t('employee.idCardInvalid')),
          ])}
        </Col>
        <Col span={12}>
          {text('phone', t('employee.phone'), [{ max: 20 }, { pattern: REVIEWER_PHONE_PATTERN }])}
        </Col>
        <Col span={12}>{text('email', t('employee.email'), [{ max: 50 }, { type: 'email' }])}</Col>
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
        <Col span={8}>{text('currentTitleCertNo', t('employee.currentTitleCertNo'), [{ max: 50 }])}</Col>
        <Col span={8}>{pick('wageLevel', t('employee.wageLevel'), wageLevels)}</Col>
        <Col span={8}>{date('workStartDate', t('employee.workStartDate'))}</Col>
        <Col span={8}>{date('hiredDate', t('employee.hiredDate'))}</Col>
        <Col span={8}>{pick('employmentRelation', t('employee.employmentRelation'), relations)}</Col>
        <Col span={12}>{text('archiveLocation', t('employee.archiveLocation'), [{ max: 100 }])}</Col>
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
    </ModalForm>
  );
}
