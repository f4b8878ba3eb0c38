import { useRef } from 'react';
import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
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
  oauthApplicationBodySchema,
  type OAuthApplicationBody,
  type OAuthApplicationVo,
  type OAuthSecretVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
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
  const statuses = useDict('sys_normal_disable');
  // What the add answered: the once-shown credentials handed over with onSaved.
  const added = useRef<OAuthSecretVo | null>(null);
  const kit = useModalForm<FormValues>({
    open,
    target: row,
    initialValues: () =>
      row
        ? applicationApi.get(row.id).then(({ data }) => ({
            appName: data.appName,
            clientType: data.clientType === 'public' ? 'public' : 'confidential',
            redirectUris: data.redirectUris.join('\n'),
            scopes: data.scopes,
            grantTypes: data.grantTypes as FormValues['grantTypes'],
            accessTokenLifetime: data.accessTokenLifetime,
            refreshTokenLifetime: data.refreshTokenLifetime,
            status: data.status === '1' ? '1' : '0',
            remark: data.remark ?? '',
          }))
        : DEFAULTS,
    save: async (values) => {
      const body = { ...values, redirectUris: lines(values.redirectUris) };
      if (row) {
        const { clientType: _fixed, ...update } = body;
        await applicationApi.update({ ...update, id: row.id });
      } else added.current = (await applicationApi.add(body)).data;
    },
    onSaved: () => onSaved(!row, row ? null : added.current),
    onClose,
  });
  const clientType = Form.useWatch('clientType', kit.form);
  const rules = (field: keyof OAuthApplicationBody, options?: RulesOptions) =>
    rulesFrom(oauthApplicationBodySchema, field, options);

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
    <ModalForm
      kit={kit}
      title={t(row ? 'oauthAdmin.editTitle' : 'oauthAdmin.addTitle')}
      width={640}
      formProps={{ layout: 'horizontal', labelCol: { span: 6 }, wrapperCol: { span: 18 } }}
    >
      {row && (
        <Form.Item label={t('oauthAdmin.clientId')}>
          <Input value={row.clientId} disabled />
        </Form.Item>
      )}
      <Form.Item
        label={t('oauthAdmin.appName')}
        name="appName"
        rules={rules('appName', { whitespace: false })}
      >
        <Input placeholder={hintOf('input', t('oauthAdmin.appName'))} />
      </Form.Item>
      <Form.Item label={t('oauthAdmin.clientType')} name="clientType" extra={t('oauthAdmin.clientTypeHelp')}>
        <Radio.Group
          disabled={!!row}
          options={OAUTH_CLIENT_TYPES.map((v) => ({ value: v, label: t(`oauthAdmin.${v}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('oauthAdmin.grantTypes')} name="grantTypes" rules={rules('grantTypes')}>
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
        rules={rules('accessTokenLifetime', { required: true })}
      >
        {seconds(t('oauthAdmin.accessTokenLifetime'), 60, OAUTH_MAX_ACCESS_TOKEN_LIFETIME)}
      </Form.Item>
      <Form.Item
        label={t('oauthAdmin.refreshTokenLifetime')}
        name="refreshTokenLifetime"
        rules={rules('refreshTokenLifetime', { required: true })}
      >
        {seconds(t('oauthAdmin.refreshTokenLifetime'), 300, OAUTH_MAX_REFRESH_TOKEN_LIFETIME)}
      </Form.Item>
      <Form.Item label={t('oauthAdmin.status')} name="status">
        <Radio.Group options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item label={t('oauthAdmin.remark')} name="remark" rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </ModalForm>
  );
}
