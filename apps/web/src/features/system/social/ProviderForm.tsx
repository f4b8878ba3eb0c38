import { Alert, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  socialProviderCreateSchema,
  type SocialProviderCreate,
  type SocialProviderVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const statuses = useDict('sys_normal_disable');
  const editing = target && target !== 'new' ? target : null;
  const kit = useModalForm<SocialProviderCreate>({
    open: !!target,
    target,
    initialValues: () =>
      target === 'new' || !target
        ? DEFAULTS
        : providerApi.get(target.id).then(({ data }) => ({
            ...data,
            clientSecret: '',
            issuerUrl: data.issuerUrl ?? '',
            authorizationEndpoint: data.authorizationEndpoint ?? '',
            tokenEndpoint: data.tokenEndpoint ?? '',
            userinfoEndpoint: data.userinfoEndpoint ?? '',
            jwksUri: data.jwksUri ?? '',
            status: data.status === '1' ? ('1' as const) : ('0' as const),
          })),
    save: async (values) => {
      if (editing) await providerApi.update({ ...values, id: editing.id, source: editing.source });
      else await providerApi.add(values);
      feedback().message.success(t('socialProvider.saved'));
    },
    onSaved,
    onClose,
  });
  // Blank text was never told apart from other malformed text here.
  const rules = (field: keyof SocialProviderCreate) =>
    rulesFrom(socialProviderCreateSchema, field, { whitespace: false });

  const endpointsGiven = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: () =>
      getFieldValue('issuerUrl') || (getFieldValue('authorizationEndpoint') && getFieldValue('tokenEndpoint'))
        ? Promise.resolve()
        : Promise.reject(new Error(t('socialProvider.endpointsRequired'))),
  });

  return (
    <ModalForm
      kit={kit}
      title={t(editing ? 'socialProvider.editTitle' : 'socialProvider.addTitle')}
      width={640}
      testId="provider-form"
      formProps={{ layout: 'horizontal', labelCol: { span: 7 }, wrapperCol: { span: 17 } }}
      header={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('socialProvider.redirectHint', { url: `${window.location.origin}/social-callback` })}
        />
      }
    >
      <Form.Item label={t('socialProvider.source')} name="source" rules={rules('source')}>
        <Input disabled={!!editing} placeholder="maxkey" />
      </Form.Item>
      <Form.Item label={t('socialProvider.name')} name="name" rules={rules('name')}>
        <Input placeholder={hintOf('input', t('socialProvider.name'))} />
      </Form.Item>
      <Form.Item label={t('socialProvider.clientId')} name="clientId" rules={rules('clientId')}>
        <Input placeholder={hintOf('input', t('socialProvider.clientId'))} />
      </Form.Item>
      <Form.Item
        label={t('socialProvider.clientSecret')}
        name="clientSecret"
        rules={rules('clientSecret')}
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
      <Form.Item label={t('socialProvider.remark')} name="remark" rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </ModalForm>
  );
}
