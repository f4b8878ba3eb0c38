import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isValidRedirectUri,
  OAUTH_ACCESS_TOKEN_LIFETIME,
  OAUTH_CLIENT_TYPES,
  OAUTH_GRANT_TYPES,
  OAUTH_KNOWN_SCOPES,
  OAUTH_MAX_ACCESS_TOKEN_LIFETIME,
  OAUTH_MAX_REFRESH_TOKEN_LIFETIME,
  OAUTH_REFRESH_TOKEN_LIFETIME,
  OAUTH_SCOPE_PATTERN,
  type OAuthApplicationBody,
  type OAuthApplicationVo,
  type OAuthSecretVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { applicationApi } from './api';

interface ApplicationFormProps {
  open: boolean;
  row: OAuthApplicationVo | null;
  onClose: () => void;
  /** After a save; a new application answers its once-shown credentials. */
  onSaved: (added: boolean, secret: OAuthSecretVo | null) => void;
}

type FormValues = Omit<OAuthApplicationBody, 'redirectUris'> & { redirectUris?: string };

const DEFAULTS: Partial<FormValues> = {
  clientType: 'confidential',
  grantTypes: ['authorization_code', 'refresh_token'],
  scopes: ['openid', 'profile'],
  accessTokenLifetime: OAUTH_ACCESS_TOKEN_LIFETIME,
  refreshTokenLifetime: OAUTH_REFRESH_TOKEN_LIFETIME,
  status: '0',
};

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Add or edit an OAuth application; the client type is chosen once, at creation. */
export function ApplicationForm({ open, row, onClose, onSaved }: ApplicationFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const statuses = useDict('sys_normal_disable');
  const clientType = Form.useWatch('clientType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!row) form.setFieldsValue(DEFAULTS);
    else
      void applicationApi.get(row.id).then(({ data }) =>
        form.setFieldsValue({
          appName: data.appName,
          clientType: data.clientType === 'public' ? 'public' : 'confidential',
          redirectUris: data.redirectUris.join('\n'),
          scopes: data.scopes,
          grantTypes: data.grantTypes as FormValues['grantTypes'],
          accessTokenLifetime: data.accessTokenLifetime,
          refreshTokenLifetime: data.refreshTokenLifetime,
          status: data.status === '1' ? '1' : '0',
          remark: data.remark ?? '',
        }),
      );
  }, [open, row, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, redirectUris: lines(values.redirectUris) };
    setSaving(true);
    try {
      if (row) {
        const { clientType: _fixed, ...update } = body;
        await applicationApi.update({ ...update, id: row.id });
        onSaved(false, null);
      } else {
        const { data } = await applicationApi.add(body);
        onSaved(true, data);
      }
    } finally {
      setSaving(false);
    }
  };

  const seconds = (label: string, min: number, max: number) => (
    <InputNumber
      min={min}
      max={max}
      precision={0}
      addonAfter={t('oauthAdmin.seconds')}
      style={{ width: '100%' }}
      aria-label={label}
    />
  );

  return (
    <Modal
      open={open}
      title={t(row ? 'oauthAdmin.editTitle' : 'oauthAdmin.addTitle')}
      width={640}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
        {row && (
          <Form.Item label={t('oauthAdmin.clientId')}>
            <Input value={row.clientId} disabled />
          </Form.Item>
        )}
        <Form.Item label={t('oauthAdmin.appName')} name="appName" rules={[{ required: true, max: 64 }]}>
          <Input placeholder={hintOf('input', t('oauthAdmin.appName'))} />
        </Form.Item>
        <Form.Item
          label={t('oauthAdmin.clientType')}
          name="clientType"
          extra={t('oauthAdmin.clientTypeHelp')}
        >
          <Radio.Group
            disabled={!!row}
            options={OAUTH_CLIENT_TYPES.map((v) => ({ value: v, label: t(`oauthAdmin.${v}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('oauthAdmin.grantTypes')} name="grantTypes" rules={[{ required: true }]}>
          <Checkbox.Group
            options={OAUTH_GRANT_TYPES.map((v) => ({
              value: v,
              label: t(`oauthAdmin.grant_${v}`),
              disabled: v === 'client_credentials' && clientType === 'public',
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('oauthAdmin.redirectUris')}
          name="redirectUris"
          extra={t('oauthAdmin.redirectUrisHelp')}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                lines(value).every(isValidRedirectUri)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('oauthAdmin.redirectUrisHelp'))),
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder="https://app.example.com/callback" />
        </Form.Item>
        <Form.Item
          label={t('oauthAdmin.scopes')}
          name="scopes"
          extra={t('oauthAdmin.scopesHelp')}
          rules={[
            {
              validator: (_rule, value: string[] | undefined) =>
                (value ?? []).every((s) => OAUTH_SCOPE_PATTERN.test(s))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('oauthAdmin.scopesHelp'))),
            },
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={[' ', ',']}
            placeholder={hintOf('input', t('oauthAdmin.scopes'))}
            options={OAUTH_KNOWN_SCOPES.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
        <Form.Item
          label={t('oauthAdmin.accessTokenLifetime')}
          name="accessTokenLifetime"
          rules={[{ required: true }]}
        >
          {seconds(t('oauthAdmin.accessTokenLifetime'), 60, OAUTH_MAX_ACCESS_TOKEN_LIFETIME)}
        </Form.Item>
        <Form.Item
          label={t('oauthAdmin.refreshTokenLifetime')}
          name="refreshTokenLifetime"
          rules={[{ required: true }]}
        >
          {seconds(t('oauthAdmin.refreshTokenLifetime'), 300, OAUTH_MAX_REFRESH_TOKEN_LIFETIME)}
        </Form.Item>
        <Form.Item label={t('oauthAdmin.status')} name="status">
          <Radio.Group options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item label={t('oauthAdmin.remark')} name="remark" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
