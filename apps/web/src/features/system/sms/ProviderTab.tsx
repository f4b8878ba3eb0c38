import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SmsPermission as P,
  smsProviderSaveSchema,
  smsTestSendSchema,
  type SmsProviderSave,
  type SmsProviderVo,
  type SmsTestSend,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { feedback } from '../../../lib/feedback';
import { smsApi } from './api';
import { providerLabel } from './labels';

const PROVIDERS_KEY = ['system/sms', 'providers'];
type Channel = SmsProviderVo['channel'];

function ProviderForm({ row, onClose }: { row: SmsProviderVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const kit = useModalForm<SmsProviderSave>({
    open: row !== null,
    target: row,
    initialValues: () =>
      row
        ? {
            provider: row.provider ?? 'log',
            host: row.host,
            port: row.port,
            secure: row.secure,
            username: row.username,
            fromAddr: row.fromAddr,
            url: row.url,
            secretHeader: row.secretHeader,
          }
        : undefined,
    save: (values) => smsApi.saveProvider({ ...values, channel: row!.channel }),
    onSaved: () => {
      feedback().message.success(t('sms.saved'));
      void client.invalidateQueries({ queryKey: PROVIDERS_KEY });
      onClose();
    },
    onClose,
  });
  const provider = Form.useWatch('provider', kit.form);
  const rules = (field: keyof SmsProviderSave) => rulesFrom(smsProviderSaveSchema, field);
  const channel = row ? t(`sms.channel_${row.channel}`) : '';
  const kinds = row?.channel === 'email' ? ['log', 'smtp'] : ['log', 'http'];
  return (
    <ModalForm kit={kit} title={t('sms.editProvider', { channel })} testId="sms-provider-form">
      <Form.Item name="provider" label={t('sms.provider')} rules={rules('provider')}>
        <Select options={kinds.map((k) => ({ value: k, label: providerLabel(t, k) }))} />
      </Form.Item>
      {provider === 'smtp' && (
        <>
          <Form.Item name="host" label={t('sms.host')} rules={[{ required: true }, ...rules('host')]}>
            <Input placeholder={hintOf('input', t('sms.host'))} />
          </Form.Item>
          <Form.Item name="port" label={t('sms.port')} rules={rules('port')}>
            <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="secure" label={t('sms.secure')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="username" label={t('sms.username')} rules={rules('username')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={t('sms.password')} extra={t('sms.secretKeep')}>
            <Input.Password autoComplete="new-password" placeholder={row?.password || undefined} />
          </Form.Item>
          <Form.Item
            name="fromAddr"
            label={t('sms.fromAddr')}
            rules={[{ required: true }, ...rules('fromAddr')]}
          >
            <Input placeholder={hintOf('input', t('sms.fromAddr'))} />
          </Form.Item>
        </>
      )}
      {provider === 'http' && (
        <>
          <Form.Item name="url" label={t('sms.url')} rules={[{ required: true }, ...rules('url')]}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="secretHeader" label={t('sms.secretHeader')} rules={rules('secretHeader')}>
            <Input placeholder="X-Api-Key" />
          </Form.Item>
          <Form.Item name="secret" label={t('sms.secret')} extra={t('sms.secretKeep')}>
            <Input.Password autoComplete="new-password" placeholder={row?.secret || undefined} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}

function TestForm({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const kit = useModalForm<SmsTestSend>({
    open: channel !== null,
    target: channel,
    save: (values) => smsApi.testSend({ ...values, channel: channel! }),
    onSaved: () => {
      feedback().message.success(t('sms.testOk'));
      onClose();
    },
    onClose,
  });
  const name = channel ? t(`sms.channel_${channel}`) : '';
  return (
    <ModalForm kit={kit} title={t('sms.testTitle', { channel: name })} testId="sms-test-form">
      <Form.Item
        name="to"
        label={t('sms.to')}
        rules={rulesFrom(smsTestSendSchema, 'to')}
        extra={channel === 'email' ? t('sms.toHelpEmail') : t('sms.toHelpSms')}
      >
        <Input placeholder={hintOf('input', t('sms.to'))} />
      </Form.Item>
    </ModalForm>
  );
}

/** 服务配置: the provider of each channel (this page's, or the server's environment default) and 测试发送. */
export function ProviderTab() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SmsProviderVo | null>(null);
  const [testing, setTesting] = useState<Channel | null>(null);
  const query = useQuery({ queryKey: PROVIDERS_KEY, queryFn: smsApi.providers });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {(query.data ?? []).map((row) => (
        <Card
          key={row.channel}
          size="small"
          title={t(`sms.channel_${row.channel}`)}
          data-testid={`sms-provider-${row.channel}`}
          extra={
            <Space>
              <Auth perm={P.EDIT}>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('sms.edit')}
                </Button>
              </Auth>
              <Auth perm={P.SEND}>
                <Button size="small" type="primary" onClick={() => setTesting(row.channel)}>
                  {t('sms.testSend')}
                </Button>
              </Auth>
            </Space>
          }
        >
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('sms.provider')}>{providerLabel(t, row.provider)}</Descriptions.Item>
            <Descriptions.Item label={t('sms.source')}>{t(`sms.source_${row.source}`)}</Descriptions.Item>
            {row.provider === 'smtp' && (
              <>
                <Descriptions.Item label={t('sms.host')}>
                  {row.host}
                  {row.port ? `:${row.port}` : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('sms.fromAddr')}>{row.fromAddr}</Descriptions.Item>
                <Descriptions.Item label={t('sms.username')}>{row.username}</Descriptions.Item>
                <Descriptions.Item label={t('sms.password')}>{row.password}</Descriptions.Item>
              </>
            )}
            {row.provider === 'http' && (
              <>
                <Descriptions.Item label={t('sms.url')}>{row.url}</Descriptions.Item>
                <Descriptions.Item label={t('sms.secretHeader')}>{row.secretHeader}</Descriptions.Item>
                <Descriptions.Item label={t('sms.secret')}>{row.secret}</Descriptions.Item>
              </>
            )}
          </Descriptions>
        </Card>
      ))}
      <ProviderForm row={editing} onClose={() => setEditing(null)} />
      <TestForm channel={testing} onClose={() => setTesting(null)} />
    </Space>
  );
}
