import { Button, Form, Input, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  declarationReturnSchema,
  returnItemSchema,
  type DeclarationReturn,
  type ReturnItem,
} from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const kit = useModalForm<Values>({
    open,
    initialValues: () => ({ items: [{ item: '', reason: '' }] }),
    save: (checked) => {
      const body: DeclarationReturn = {
        declarationIds: declarations.map((d) => d.declarationId),
        versions: declarations.map((d) => d.version),
        items: checked.items.map((i) => ({ item: i.item.trim(), reason: i.reason.trim() })),
        opinion: checked.opinion?.trim() || null,
      };
      return approvalApi.returnTo(body);
    },
    onSaved: onReturned,
    onClose,
  });

  return (
    <ModalForm
      kit={kit}
      width={640}
      title={t('reviewReturn.title')}
      testId="return-form"
      header={
        <Typography.Paragraph type="secondary">
          {t('reviewReturn.count', { n: declarations.length })}
        </Typography.Paragraph>
      }
    >
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
                  rules={rulesFrom(returnItemSchema, 'item', { everyMessage: t('reviewReturn.item') })}
                >
                  <Input
                    placeholder={t('reviewReturn.item')}
                    aria-label={`item-${index}`}
                    style={{ width: 180 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'reason']}
                  rules={rulesFrom(returnItemSchema, 'reason', { everyMessage: t('reviewReturn.reason') })}
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
      <Form.Item
        name="opinion"
        label={t('reviewReturn.opinion')}
        rules={rulesFrom(declarationReturnSchema, 'opinion')}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </ModalForm>
  );
}
