import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeBody, NoticeVo } from '@zcps/contracts';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { noticeApi } from './api';
import { HtmlEditor } from './HtmlEditor';

const HTML_TAG = /<[a-zA-Z/!][^>]*>/;

/** Titles are plain text (the server refuses markup in them too). */
export function hasHtmlTag(text: string | undefined): boolean {
  return !!text && HTML_TAG.test(text);
}

interface NoticeFormProps {
  open: boolean;
  notice: NoticeVo | null;
  onClose: () => void;
  onSaved: () => void;
}

export function NoticeForm({ open, notice, onClose, onSaved }: NoticeFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeBody>();
  const [saving, setSaving] = useState(false);
  const types = useDict('sys_notice_type');
  const statuses = useDict('sys_notice_status');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (notice)
      void noticeApi.get(notice.noticeId).then((res) => form.setFieldsValue(res.data as NoticeBody));
    else form.setFieldsValue({ status: '0', noticeContent: '' });
  }, [open, notice, form]);

  const submit = async () => {
    // The form shows what is missing; a rejected validation needs no other handling.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (notice) await noticeApi.update({ ...values, noticeId: notice.noticeId });
      else await noticeApi.add(values);
      feedback().message.success(t('noticeAdmin.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={notice ? t('noticeAdmin.editTitle') : t('noticeAdmin.addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={820}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="notice-form">
        <Form.Item
          name="noticeTitle"
          label={t('noticeAdmin.noticeTitle')}
          rules={[
            { required: true, whitespace: true, max: 50 },
            {
              validator: async (_r, value: string | undefined) => {
                if (hasHtmlTag(value)) throw new Error(t('noticeAdmin.titleNoHtml'));
              },
            },
          ]}
        >
          <Input data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="noticeType" label={t('noticeAdmin.noticeType')} rules={[{ required: true }]}>
          <Select
            data-testid="notice-type"
            options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('noticeAdmin.status')}>
          <Radio.Group options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item
          name="noticeContent"
          label={t('noticeAdmin.noticeContent')}
          extra={t('noticeAdmin.contentHelp')}
        >
          <HtmlEditor />
        </Form.Item>
        <Form.Item name="remark" label={t('noticeAdmin.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
