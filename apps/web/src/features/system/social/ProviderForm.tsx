import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SOCIAL_SOURCE_PATTERN, type SocialProviderCreate, type SocialProviderVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { providerApi } from './api';

export type ProviderTarget = SocialProviderVo | 'new';

const DEFAULTS: Partial<SocialProviderCreate> = { scopes: 'openid profile email', sort: 0, status: '0' };
const URL_RULE = { type: 'url' as const, max: 500 };
const ENDPOINTS = [
  'issuerUrl',
  'authorizationEndpoint',
  'tokenEndpoint',
  'userinfoEndpoint',
  'jwksUri',
] as const;

/** Add or edit one provider; the secret is write-only (blank keeps it) and the source cannot change. */
export function ProviderForm({
  target,
  onClose,
  onSaved,
}: {
  target: ProviderTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SocialProviderCreate>();
  const [saving, setSaving] = useState(false);
  const statuses = useDict('sys_normal_disable');
  const editing = target && target !== 'new' ? target : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target === 'new') form.setFieldsValue(DEFAULTS);
    else
      void providerApi.get(target.id).then(({ data }) =>
        form.setFieldsValue({
          ...data,
          clientSecret: '',
          issuerUrl: data.issuerUrl ?? '',
          authorizationEndpoint: data.authorizationEndpoint ?? '',
          tokenEndpoint: data.tokenEndpoint ?? '',
          userinfoEndpoint: data.userinfoEndpoint ?? '',
          jwksUri: data.jwksUri ?? '',
          status: data.status === '1' ? '1' : '0',
        }),
      );
  }, [target, form]);

  const submit = async () => {
    // The form shows what is wrong; nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (editing) await providerApi.update({ ...values, id: editing.id, source: editing.source });
      else await providerApi.add(values);
      feedback().message.success(t('socialProvider.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  const endpointsGiven = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: () =>
      getFieldValue('issuerUrl') || (getFieldValue('authorizationEndpoint') && getFieldValue('tokenEndpoint'))
        ? Promise.resolve()
        : Promise.reject(new Error(t('socialProvider.endpointsRequired'))),
  });

  return (
    <Modal
      open={!!target}
      title={t(editing ? 'socialProvider.editTitle' : 'socialProvider.addTitle')}
      width={640}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('socialProvider.redirectHint', { url: `${window.location.origin}/social-callback` })}
      />
      <Form form={form} labelCol={{ span: 7 }} wrapperCol={{ span: 17 }} data-testid="provider-form">
        <Form.Item
          label={t('socialProvider.source')}
          name="source"
          rules={[{ required: true, pattern: SOCIAL_SOURCE_PATTERN }]}
        >
          <Input disabled={!!editing} placeholder="maxkey" />
        </Form.Item>
        <Form.Item label={t('socialProvider.name')} name="name" rules={[{ required: true, max: 30 }]}>
          <Input placeholder={hintOf('input', t('socialProvider.name'))} />
        </Form.Item>
        <Form.Item
          label={t('socialProvider.clientId')}
          name="clientId"
          rules={[{ required: true, max: 255 }]}
        >
          <Input placeholder={hintOf('input', t('socialProvider.clientId'))} />
        </Form.Item>
        <Form.Item
          label={t('socialProvider.clientSecret')}
          name="clientSecret"
          rules={[{ max: 500 }]}
          extra={editing ? t('socialProvider.secretKeep') : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {ENDPOINTS.map((name) => (
          <Form.Item
            key={name}
            label={t(`socialProvider.${name}`)}
            name={name}
            extra={name === 'issuerUrl' ? t('socialProvider.issuerHelp') : undefined}
            dependencies={name === 'issuerUrl' ? ['authorizationEndpoint', 'tokenEndpoint'] : undefined}
            rules={name === 'issuerUrl' ? [URL_RULE, endpointsGiven] : [URL_RULE]}
          >
            <Input placeholder="https://" />
          </Form.Item>
        ))}
        <Form.Item label={t('socialProvider.scopes')} name="scopes" rules={[{ required: true, max: 255 }]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('socialProvider.sort')} name="sort">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item label={t('socialProvider.status')} name="status">
          <Radio.Group options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item label={t('socialProvider.remark')} name="remark" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
