import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeclarationReturn, ReturnItem } from '@zcps/contracts';
import { approvalApi } from '../../title/reviewDeclare/api';

interface Values {
  items: ReturnItem[];
  opinion?: string;
}

/**
 * 退回: reasons per item (what to fix and why) and an opinion, for declarations at any stage before final. Every
 * stage page opens it with the selected declarations and their versions.
 */
export function ReturnDialog({
  open,
  declarations,
  onClose,
  onReturned,
}: {
  open: boolean;
  declarations: { declarationId: number; version: number }[];
  onClose: () => void;
  onReturned: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ items: [{ item: '', reason: '' }] });
  }, [open, form]);

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const body: DeclarationReturn = {
      declarationIds: declarations.map((d) => d.declarationId),
      versions: declarations.map((d) => d.version),
      items: checked.items.map((i) => ({ item: i.item.trim(), reason: i.reason.trim() })),
      opinion: checked.opinion?.trim() || null,
    };
    setSaving(true);
    try {
      await approvalApi.returnTo(body);
      onReturned();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={640}
      title={t('reviewReturn.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">
        {t('reviewReturn.count', { n: declarations.length })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="return-form">
        <Form.List
          name="items"
          rules={[
            {
              validator: async (_r, items?: unknown[]) => {
                if (!items?.length) throw new Error(t('reviewReturn.itemsRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'item']}
                    rules={[{ required: true, whitespace: true, max: 100, message: t('reviewReturn.item') }]}
                  >
                    <Input
                      placeholder={t('reviewReturn.item')}
                      aria-label={`item-${index}`}
                      style={{ width: 180 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'reason']}
                    rules={[
                      { required: true, whitespace: true, max: 500, message: t('reviewReturn.reason') },
                    ]}
                  >
                    <Input
                      placeholder={t('reviewReturn.reason')}
                      aria-label={`reason-${index}`}
                      style={{ width: 320 }}
                    />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={`remove-${index}`} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ item: '', reason: '' })}>
                {t('reviewReturn.addItem')}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
        <Form.Item name="opinion" label={t('reviewReturn.opinion')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
