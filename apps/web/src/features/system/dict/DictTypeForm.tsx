import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictTypeBodySchema, type DictTypeBody, type DictTypeVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { dictTypeApi } from './api';

interface DictTypeFormProps {
  open: boolean;
  row: DictTypeVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** Add or edit a dictionary type; renaming the code moves its entries along (server side). */
export function DictTypeForm({ open, row, onClose, onSaved }: DictTypeFormProps) {
  const { t } = useTranslation();
  const kit = useModalForm<DictTypeBody>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            dictName: row.dictName ?? '',
            dictNameEn: row.dictNameEn ?? undefined,
            dictType: row.dictType,
            remark: row.remark ?? undefined,
          }
        : undefined,
    save: (values) => (row ? dictTypeApi.update({ ...values, dictId: row.dictId }) : dictTypeApi.add(values)),
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof DictTypeBody) => rulesFrom(dictTypeBodySchema, field);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('dictConfig.editType') : t('dictConfig.addType')}
      testId="dict-type-form"
    >
      <Form.Item name="dictName" label={t('dictConfig.dictName')} rules={rules('dictName')}>
        <Input placeholder={hintOf('input', t('dictConfig.dictName'))} />
      </Form.Item>
      <Form.Item name="dictNameEn" label={t('dictConfig.dictNameEn')} rules={rules('dictNameEn')}>
        <Input placeholder={hintOf('input', t('dictConfig.dictNameEn'))} />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('dictConfig.dictType')}
        rules={rulesFrom(dictTypeBodySchema, 'dictType', { message: t('dictConfig.dictTypeRule') })}
      >
        <Input placeholder={hintOf('input', t('dictConfig.dictType'))} />
      </Form.Item>
      <Form.Item name="remark" label={t('dictConfig.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} placeholder={hintOf('input', t('dictConfig.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
