import { AutoComplete, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  codeResetShown,
  codeRuleCreateSchema,
  formatCode,
  type CodeDatePattern,
  type CodeResetCycle,
  type CodeRuleCreate,
  type CodeRuleVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { codeRuleApi } from './api';
import { dateOptions, purposeOptions, resetOptions } from './labels';

interface CodeRuleFormProps {
  open: boolean;
  row: CodeRuleVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const SEPARATORS = ['', '-', '_', '/', '.'];

/** What the rule's first number of today's period looks like, as the fields are filled in. */
function Sample() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<CodeRuleCreate>();
  const values = Form.useWatch([], form) as Partial<CodeRuleCreate> | undefined;
  const parsed = codeRuleCreateSchema.safeParse({ ruleCode: 'x', ruleName: 'x', ...values });
  return (
    <Form.Item label={t('codeRule.sample')}>
      <Typography.Text code data-testid="code-sample">
        {parsed.success ? formatCode(parsed.data, new Date(), 1) : '—'}
      </Typography.Text>
    </Form.Item>
  );
}

export function CodeRuleForm({ open, row, onClose, onSaved }: CodeRuleFormProps) {
  const { t } = useTranslation();
  const kit = useModalForm<CodeRuleCreate>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            ruleCode: row.ruleCode,
            ruleName: row.ruleName,
            prefix: row.prefix,
            datePattern: row.datePattern,
            resetCycle: row.resetCycle,
            seqWidth: row.seqWidth,
            separator: row.separator,
            remark: row.remark ?? undefined,
          }
        : { prefix: '', datePattern: 'yyyy', resetCycle: 'year', seqWidth: 6, separator: '' },
    save: (values) => (row ? codeRuleApi.update({ ...values, ruleId: row.ruleId }) : codeRuleApi.add(values)),
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof CodeRuleCreate) => rulesFrom(codeRuleCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('codeRule.editTitle') : t('codeRule.addTitle')}
      testId="code-rule-form"
    >
      <Form.Item
        name="ruleCode"
        label={t('codeRule.ruleCode')}
        rules={rules('ruleCode')}
        extra={t('codeRule.ruleCodeHelp')}
      >
        <AutoComplete options={purposeOptions(t)} placeholder={hintOf('input', t('codeRule.ruleCode'))} />
      </Form.Item>
      <Form.Item name="ruleName" label={t('codeRule.ruleName')} rules={rules('ruleName')}>
        <Input placeholder={hintOf('input', t('codeRule.ruleName'))} />
      </Form.Item>
      <Form.Item name="prefix" label={t('codeRule.prefix')} rules={rules('prefix')}>
        <Input placeholder={hintOf('input', t('codeRule.prefix'))} />
      </Form.Item>
      <Form.Item name="datePattern" label={t('codeRule.datePattern')} rules={rules('datePattern')}>
        <Select options={dateOptions(t)} />
      </Form.Item>
      <Form.Item
        name="resetCycle"
        label={t('codeRule.resetCycle')}
        dependencies={['datePattern']}
        rules={[
          ...rules('resetCycle'),
          ({ getFieldValue }) => ({
            validator: (_rule, resetCycle: CodeResetCycle | undefined) =>
              !resetCycle || codeResetShown(getFieldValue('datePattern') as CodeDatePattern, resetCycle)
                ? Promise.resolve()
                : Promise.reject(new Error(t('codeRule.resetHelp'))),
          }),
        ]}
        extra={t('codeRule.resetHelp')}
      >
        <Select options={resetOptions(t)} />
      </Form.Item>
      <Form.Item name="seqWidth" label={t('codeRule.seqWidth')} rules={rules('seqWidth')}>
        <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="separator" label={t('codeRule.separator')} rules={rules('separator')}>
        <Select options={SEPARATORS.map((s) => ({ value: s, label: s || t('codeRule.noSeparator') }))} />
      </Form.Item>
      <Sample />
      <Form.Item name="remark" label={t('codeRule.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} placeholder={hintOf('input', t('codeRule.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
