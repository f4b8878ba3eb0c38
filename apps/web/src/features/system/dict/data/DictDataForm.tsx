import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DICT_LIST_CLASSES,
  dictDataBodySchema,
  type DictDataAdminVo,
  type DictDataBody,
  type DictDataVo,
} from '@zcps/contracts';
import { DictTag, hintOf } from '../../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../../components/form';
import { useDict } from '../../../../lib/dict';
import { dictDataApi } from '../api';

interface DictDataFormProps {
  open: boolean;
  dictType: string;
  row: DictDataAdminVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const capitalized = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Add or edit one entry of a type, with a live preview of its tag. */
export function DictDataForm({ open, dictType, row, onClose, onSaved }: DictDataFormProps) {
  const { t } = useTranslation();
  const yesNo = useDict('sys_yes_no');
  const kit = useModalForm<DictDataBody>({
    open,
    // An add takes the page's type; an edit takes everything from the row.
    target: row ?? dictType,
    initialValues: () =>
      row
        ? {
            dictType: row.dictType,
            dictLabel: row.dictLabel,
            dictLabelEn: row.dictLabelEn ?? undefined,
            dictValue: row.dictValue,
            cssClass: row.cssClass ?? undefined,
            dictSort: row.dictSort,
            listClass: (row.listClass ?? 'default') as DictDataBody['listClass'],
            isDefault: row.isDefault as 'Y' | 'N',
            remark: row.remark ?? undefined,
          }
        : { dictType, dictSort: 0, listClass: 'default', isDefault: 'N' },
    save: (values) =>
      row ? dictDataApi.update({ ...values, dictCode: row.dictCode }) : dictDataApi.add(values),
    onSaved: () => onSaved(!row),
    onClose,
  });
  const label = Form.useWatch('dictLabel', kit.form);
  const listClass = Form.useWatch('listClass', kit.form);
  const cssClass = Form.useWatch('cssClass', kit.form);
  const rules = (field: keyof DictDataBody) => rulesFrom(dictDataBodySchema, field);

  const preview: DictDataVo[] = label
    ? [
        {
          dictCode: 0,
          dictSort: 0,
          dictLabel: label,
          dictValue: 'preview',
          dictType,
          cssClass: cssClass || null,
          listClass: listClass || 'default',
          isDefault: 'N',
          remark: null,
          createTime: null,
        },
      ]
    : [];

  return (
    <ModalForm
      kit={kit}
      title={row ? t('dictConfig.editData') : t('dictConfig.addData')}
      testId="dict-data-form"
    >
      <Form.Item name="dictType" label={t('dictConfig.dictType')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="dictLabel" label={t('dictConfig.dictLabel')} rules={rules('dictLabel')}>
        <Input placeholder={hintOf('input', t('dictConfig.dictLabel'))} />
      </Form.Item>
      <Form.Item name="dictLabelEn" label={t('dictConfig.dictLabelEn')} rules={rules('dictLabelEn')}>
        <Input placeholder={hintOf('input', t('dictConfig.dictLabelEn'))} />
      </Form.Item>
      <Form.Item name="dictValue" label={t('dictConfig.dictValue')} rules={rules('dictValue')}>
        <Input placeholder={hintOf('input', t('dictConfig.dictValue'))} />
      </Form.Item>
      <Form.Item name="cssClass" label={t('dictConfig.cssClass')} rules={rules('cssClass')}>
        <Input placeholder={hintOf('input', t('dictConfig.cssClass'))} />
      </Form.Item>
      <Form.Item
        name="dictSort"
        label={t('dictConfig.dictSort')}
        rules={rulesFrom(dictDataBodySchema, 'dictSort', { required: true })}
      >
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="listClass" label={t('dictConfig.listClass')}>
        <Select
          data-testid="dict-list-class"
          options={DICT_LIST_CLASSES.map((c) => ({
            value: c,
            label: t(`dictConfig.class${capitalized(c)}` as 'dictConfig.classDefault'),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('dictConfig.preview')}>
        <span data-testid="dict-preview">
          <DictTag options={preview} value={preview.length ? 'preview' : null} />
        </span>
      </Form.Item>
      <Form.Item name="isDefault" label={t('dictConfig.isDefault')}>
        <Radio.Group options={yesNo.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('dictConfig.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('dictConfig.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
