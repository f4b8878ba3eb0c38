import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { configBodySchema, type ConfigBody, type ConfigVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { configApi } from './api';

interface ConfigFormProps {
  open: boolean;
  row: ConfigVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

export function ConfigForm({ open, row, onClose, onSaved }: ConfigFormProps) {
  const { t } = useTranslation();
  const yesNo = useDict('sys_yes_no');
  const kit = useModalForm<ConfigBody>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            configName: row.configName ?? '',
            configKey: row.configKey,
            configValue: row.configValue ?? '',
            configType: row.configType as 'Y' | 'N',
            isPublic: row.isPublic as 'Y' | 'N',
            remark: row.remark ?? undefined,
          }
        : { configType: 'N', isPublic: 'N' },
    save: (values) => {
      const body = { ...values, configValue: values.configValue ?? '' };
      return row ? configApi.update({ ...body, configId: row.configId }) : configApi.add(body);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof ConfigBody) => rulesFrom(configBodySchema, field);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('dictConfig.editConfig') : t('dictConfig.addConfig')}
      testId="config-form"
    >
      <Form.Item name="configName" label={t('dictConfig.configName')} rules={rules('configName')}>
        <Input placeholder={hintOf('input', t('dictConfig.configName'))} />
      </Form.Item>
      <Form.Item
        name="configKey"
        label={t('dictConfig.configKey')}
        rules={rulesFrom(configBodySchema, 'configKey', { whitespace: false })}
      >
        <Input placeholder={hintOf('input', t('dictConfig.configKey'))} />
      </Form.Item>
      <Form.Item
        name="configValue"
        label={t('dictConfig.configValue')}
        rules={rulesFrom(configBodySchema, 'configValue', { required: true })}
      >
        <Input.TextArea rows={2} placeholder={hintOf('input', t('dictConfig.configValue'))} />
      </Form.Item>
      <Form.Item name="configType" label={t('dictConfig.configType')}>
        <Radio.Group options={yesNo.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="isPublic" label={t('dictConfig.isPublic')} tooltip={t('dictConfig.isPublicHelp')}>
        <Radio.Group options={yesNo.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('dictConfig.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} placeholder={hintOf('input', t('dictConfig.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
