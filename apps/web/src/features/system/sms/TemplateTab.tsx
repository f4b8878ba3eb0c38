import { useState } from 'react';
import { Button, Form, Input, Radio, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NOTIFY_PURPOSE_PARAMS,
  SmsPermission as P,
  smsTemplateUpdateSchema,
  type SmsTemplateUpdate,
  type SmsTemplateVo,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { feedback } from '../../../lib/feedback';
import { smsApi } from './api';
import { channelLabel, purposeLabel } from './labels';

export const TEMPLATES_KEY = ['system/sms', 'templates'];

const paramsOf = (purpose: SmsTemplateVo['purpose']) =>
  NOTIFY_PURPOSE_PARAMS[purpose].map((p) => `{${p}}`).join(' ');

function TemplateForm({ row, onClose }: { row: SmsTemplateVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const kit = useModalForm<SmsTemplateUpdate>({
    open: row !== null,
    target: row,
    initialValues: () =>
      row
        ? {
            templateCode: row.templateCode,
            subject: row.subject,
            templateText: row.templateText,
            status: row.status as '0' | '1',
          }
        : undefined,
    save: (values) =>
      smsApi.updateTemplate({ ...values, templateId: row!.templateId, purpose: row!.purpose }),
    onSaved: () => {
      feedback().message.success(t('sms.saved'));
      void client.invalidateQueries({ queryKey: TEMPLATES_KEY });
      onClose();
    },
    onClose,
  });
  const rules = (field: keyof SmsTemplateUpdate) => rulesFrom(smsTemplateUpdateSchema, field);
  const email = row?.channel === 'email';
  return (
    <ModalForm kit={kit} title={t('sms.editTemplate')} testId="sms-template-form">
      {row && (
        <Typography.Paragraph>
          {t(`sms.purpose_${row.purpose}`)} · {t(`sms.channel_${row.channel}`)}
        </Typography.Paragraph>
      )}
      {!email && (
        <Form.Item
          name="templateCode"
          label={t('sms.templateCode')}
          rules={rules('templateCode')}
          extra={t('sms.templateCodeHelp')}
        >
          <Input placeholder={hintOf('input', t('sms.templateCode'))} />
        </Form.Item>
      )}
      {email && (
        <Form.Item name="subject" label={t('sms.subject')} rules={rules('subject')}>
          <Input placeholder={hintOf('input', t('sms.subject'))} />
        </Form.Item>
      )}
      <Form.Item
        name="templateText"
        label={t('sms.templateText')}
        rules={rules('templateText')}
        extra={row ? t('sms.paramsHelp', { params: paramsOf(row.purpose) }) : undefined}
      >
        <Input.TextArea rows={4} placeholder={hintOf('input', t('sms.templateText'))} />
      </Form.Item>
      <Form.Item name="status" label={t('sms.status')} rules={rules('status')}>
        <Radio.Group
          options={[
            { value: '0', label: t('sms.enabled') },
            { value: '1', label: t('sms.disabled') },
          ]}
        />
      </Form.Item>
    </ModalForm>
  );
}

/** 模板: one template per purpose and channel, the parameters each may use shown beside its text. */
export function TemplateTab() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SmsTemplateVo | null>(null);
  const query = useQuery({ queryKey: TEMPLATES_KEY, queryFn: smsApi.templates });
  const columns: TableColumnsType<SmsTemplateVo> = [
    {
      title: t('sms.purpose'),
      dataIndex: 'purpose',
      width: 140,
      render: (v: string) => purposeLabel(t, v),
    },
    {
      title: t('sms.channel'),
      dataIndex: 'channel',
      width: 80,
      align: 'center',
      render: (v: string) => channelLabel(t, v),
    },
    { title: t('sms.templateCode'), dataIndex: 'templateCode', width: 160, ellipsis: true },
    { title: t('sms.subject'), dataIndex: 'subject', width: 160, ellipsis: true },
    { title: t('sms.templateText'), dataIndex: 'templateText', ellipsis: true },
    {
      title: t('sms.status'),
      dataIndex: 'status',
      width: 80,
      align: 'center',
      render: (v: string) =>
        v === '0' ? <Tag color="success">{t('sms.enabled')}</Tag> : <Tag>{t('sms.disabled')}</Tag>,
    },
    { title: t('sms.updateTime'), dataIndex: 'updateTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 90,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <Auth perm={P.EDIT}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {t('sms.edit')}
          </Button>
        </Auth>
      ),
    },
  ];
  return (
    <>
      <Table<SmsTemplateVo>
        rowKey="templateId"
        size="middle"
        loading={query.isLoading}
        columns={columns}
        dataSource={query.data ?? []}
        pagination={false}
        scroll={{ x: 1100 }}
        data-testid="sms-templates"
      />
      <TemplateForm row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
