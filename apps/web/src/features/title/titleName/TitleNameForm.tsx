import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TitleNameCreate, TitleNameVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { CatalogModal, CodeField, CommonFields, SeriesField, useCatalogForm } from '../catalog/CatalogForm';
import { titleNameApi } from './api';

interface Props {
  open: boolean;
  row: TitleNameVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

export function TitleNameForm({ open, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const levels = useDict('title_level');
  const { form, saving, submit } = useCatalogForm<TitleNameCreate, TitleNameVo>({
    open,
    row,
    toValues: (r) => ({
      seriesId: r.seriesId,
      titleCode: r.titleCode,
      titleName: r.titleName,
      titleLevel: r.titleLevel as TitleNameCreate['titleLevel'],
      orderNum: r.orderNum,
      status: r.status as TitleNameCreate['status'],
      remark: r.remark ?? undefined,
    }),
    defaults: { orderNum: 0, status: '0' },
    save: (values, r) =>
      r ? titleNameApi.update({ ...values, titleId: r.titleId }) : titleNameApi.add(values),
    onSaved,
  });
  return (
    <CatalogModal
      open={open}
      title={row ? t('titleCatalog.editTitle') : t('titleCatalog.addTitle')}
      form={form}
      saving={saving}
      onClose={onClose}
      onOk={() => void submit()}
      testId="title-name-form"
    >
      <SeriesField />
      <CodeField name="titleCode" label={t('titleCatalog.titleCode')} max={20} />
      <Form.Item
        name="titleName"
        label={t('titleCatalog.titleName')}
        rules={[{ required: true, whitespace: true, max: 50 }]}
      >
        <Input placeholder={hintOf('input', t('titleCatalog.titleName'))} />
      </Form.Item>
      <Form.Item name="titleLevel" label={t('titleCatalog.titleLevel')} rules={[{ required: true }]}>
        <Select
          options={levels.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          placeholder={hintOf('select', t('titleCatalog.titleLevel'))}
        />
      </Form.Item>
      <CommonFields />
    </CatalogModal>
  );
}
