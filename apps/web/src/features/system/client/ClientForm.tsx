import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLIENT_MAX_TIMEOUT, clientBodySchema, type ClientBody, type ClientVo } from '@zcps/contracts';
import { dictLabel, hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { clientApi } from './api';

/** The dialog's target: an existing client, or `'new'`. */
export type ClientTarget = ClientVo | 'new';

interface ClientFormProps {
  target: ClientTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

const DEFAULTS: Partial<ClientBody> = {
  grantTypeList: ['password'],
  deviceType: 'pc',
  activeTimeout: 1800,
  timeout: 604800,
  status: '0',
};

export function ClientForm({ target, onClose, onSaved }: ClientFormProps) {
  const { t } = useTranslation();
  const grantTypes = useDict('sys_grant_type');
  const deviceTypes = useDict('sys_device_type');
  const statuses = useDict('sys_normal_disable');
  const editing = target && target !== 'new' ? target : null;
  const kit = useModalForm<ClientBody>({
    open: !!target,
    target,
    initialValues: () =>
      target === 'new' || !target
        ? DEFAULTS
        : clientApi.get(target.id).then(({ data }) => ({
            clientKey: data.clientKey,
            // The server never sends the secret back; blank keeps it.
            clientSecret: '',
            grantTypeList: data.grantTypeList,
            deviceType: data.deviceType ?? undefined,
            activeTimeout: data.activeTimeout,
            timeout: data.timeout,
            status: data.status === '1' ? '1' : '0',
          })),
    save: async (values) => {
      if (editing) await clientApi.update({ ...values, id: editing.id });
      else await clientApi.add(values);
      feedback().message.success(t('clientAdmin.saved'));
    },
    onSaved,
    onClose,
  });
  const rules = (field: keyof ClientBody, options?: RulesOptions) =>
    rulesFrom(clientBodySchema, field, options);

  const seconds = (label: string) => (
    <InputNumber
      min={1}
      max={CLIENT_MAX_TIMEOUT}
      precision={0}
      addonAfter={t('clientAdmin.seconds')}
      style={{ width: '100%' }}
      aria-label={label}
    />
  );

  return (
    <ModalForm
      kit={kit}
      title={t(editing ? 'clientAdmin.editTitle' : 'clientAdmin.addTitle')}
      width={560}
      formProps={{ layout: 'horizontal', labelCol: { span: 7 }, wrapperCol: { span: 17 } }}
    >
      {editing && (
        <Form.Item label={t('clientAdmin.clientId')}>
          <Input value={editing.clientId} disabled />
        </Form.Item>
      )}
      <Form.Item
        label={t('clientAdmin.clientKey')}
        name="clientKey"
        rules={rules('clientKey', { whitespace: false })}
      >
        <Input placeholder={hintOf('input', t('clientAdmin.clientKey'))} />
      </Form.Item>
      <Form.Item
        label={t('clientAdmin.clientSecret')}
        name="clientSecret"
        rules={rules('clientSecret', { required: !editing, whitespace: false })}
        extra={editing ? t('clientAdmin.secretKeep') : undefined}
      >
        <Input.Password
          placeholder={hintOf('input', t('clientAdmin.clientSecret'))}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item label={t('clientAdmin.grantTypeList')} name="grantTypeList" rules={rules('grantTypeList')}>
        <Checkbox.Group options={grantTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item
        label={t('clientAdmin.deviceType')}
        name="deviceType"
        rules={rules('deviceType', { whitespace: false })}
      >
        <Select
          placeholder={hintOf('select', t('clientAdmin.deviceType'))}
          options={deviceTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          // Like DictTag: the chosen type shows by its label, never its raw value while the dictionary loads.
          labelRender={({ value }) => dictLabel(deviceTypes, String(value))}
        />
      </Form.Item>
      <Form.Item
        label={t('clientAdmin.activeTimeout')}
        name="activeTimeout"
        extra={t('clientAdmin.activeTimeoutHelp')}
        dependencies={['timeout']}
        rules={[
          ...rules('activeTimeout', { required: true }),
          ({ getFieldValue }) => ({
            validator: (_rule, value: number | undefined) =>
              value === undefined || !getFieldValue('timeout') || value <= getFieldValue('timeout')
                ? Promise.resolve()
                : Promise.reject(new Error(t('clientAdmin.timeoutOrder'))),
          }),
        ]}
      >
        {seconds(t('clientAdmin.activeTimeout'))}
      </Form.Item>
      <Form.Item
        label={t('clientAdmin.timeout')}
        name="timeout"
        extra={t('clientAdmin.timeoutHelp')}
        rules={rules('timeout', { required: true })}
      >
        {seconds(t('clientAdmin.timeout'))}
      </Form.Item>
      <Form.Item label={t('clientAdmin.status')} name="status">
        <Radio.Group options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
    </ModalForm>
  );
}
