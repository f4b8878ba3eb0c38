import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { lcAppCopySchema, type LcAppCopy, type LcAppVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { designApi } from '../api';

/** 复制应用: same objects, fields and pages under a new key, with empty tables. */
export function CopyForm({
  source,
  onClose,
  onSaved,
}: {
  source: LcAppVo | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const kit = useModalForm<LcAppCopy>({
    open: source !== null,
    target: source,
    initialValues: () =>
      source ? { appKey: `${source.appKey}_copy`, name: t('lcDesign.copyName', { name: source.name }) } : {},
    save: (values) => designApi.copyApp(source!.appId, values),
    onSaved,
    onClose,
  });
  const rules = (field: keyof LcAppCopy) => rulesFrom(lcAppCopySchema, field);
  return (
    <ModalForm kit={kit} title={t('lcDesign.copyApp')} formProps={{ name: 'lcCopy' }} testId="copy-form">
      <Form.Item name="name" label={t('lcDesign.appName')} rules={rules('name')}>
        <Input placeholder={hintOf('input', t('lcDesign.appName'))} />
      </Form.Item>
      <Form.Item
        name="appKey"
        label={t('lcDesign.appKey')}
        rules={rulesFrom(lcAppCopySchema, 'appKey', { message: t('lcDesign.keyHint') })}
        extra={t('lcDesign.keyHint')}
      >
        <Input />
      </Form.Item>
    </ModalForm>
  );
}
