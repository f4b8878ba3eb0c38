import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeBodySchema, type NoticeBody, type NoticeVo } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const types = useDict('sys_notice_type');
  const statuses = useDict('sys_notice_status');
  const kit = useModalForm<NoticeBody>({
    open,
    target: notice,
    initialValues: () =>
      notice
        ? noticeApi.get(notice.noticeId).then((res) => res.data as NoticeBody)
        : { status: '0', noticeContent: '' },
    save: async (values) => {
      if (notice) await noticeApi.update({ ...values, noticeId: notice.noticeId });
      else await noticeApi.add(values);
      feedback().message.success(t('noticeAdmin.saved'));
    },
    onSaved,
    onClose,
  });
  const rules = (field: keyof NoticeBody) => rulesFrom(noticeBodySchema, field);

  return (
    <ModalForm
      kit={kit}
      title={notice ? t('noticeAdmin.editTitle') : t('noticeAdmin.addTitle')}
      width={820}
      testId="notice-form"
    >
      <Form.Item
        name="noticeTitle"
        label={t('noticeAdmin.noticeTitle')}
        rules={[
          ...rules('noticeTitle'),
          {
            validator: async (_r, value: string | undefined) => {
              if (hasHtmlTag(value)) throw new Error(t('noticeAdmin.titleNoHtml'));
            },
          },
        ]}
      >
        <Input data-testid="notice-title" />
      </Form.Item>
      <Form.Item name="noticeType" label={t('noticeAdmin.noticeType')} rules={rules('noticeType')}>
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
      <Form.Item name="remark" label={t('noticeAdmin.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </ModalForm>
  );
}
