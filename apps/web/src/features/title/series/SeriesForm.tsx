import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TitleSeriesCreate, TitleSeriesVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { CatalogModal, CodeField, CommonFields, useCatalogForm } from '../catalog/CatalogForm';
import { seriesApi } from './api';

interface Props {
  open: boolean;
  row: TitleSeriesVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

export function SeriesForm({ open, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, saving, submit } = useCatalogForm<TitleSeriesCreate, TitleSeriesVo>({
    open,
    row,
    toValues: (r) => ({
      seriesCode: r.seriesCode,
      seriesName: r.seriesName,
      seriesNameEn: r.seriesNameEn ?? undefined,
      orderNum: r.orderNum,
      status: r.status as TitleSeriesCreate['status'],
      remark: r.remark ?? undefined,
    }),
    defaults: { orderNum: 0, status: '0' },
    save: (values, r) => (r ? seriesApi.update({ ...values, seriesId: r.seriesId }) : seriesApi.add(values)),
    onSaved,
  });
  return (
    <CatalogModal
      open={open}
      title={row ? t('titleCatalog.editSeries') : t('titleCatalog.addSeries')}
      form={form}
      saving={saving}
      onClose={onClose}
      onOk={() => void submit()}
      testId="series-form"
    >
      <CodeField name="seriesCode" label={t('titleCatalog.seriesCode')} max={10} />
      <Form.Item
        name="seriesName"
        label={t('titleCatalog.seriesName')}
        rules={[{ required: true, whitespace: true, max: 50 }]}
      >
        <Input placeholder={hintOf('input', t('titleCatalog.seriesName'))} />
      </Form.Item>
      <Form.Item name="seriesNameEn" label={t('titleCatalog.seriesNameEn')} rules={[{ max: 100 }]}>
        <Input placeholder={hintOf('input', t('titleCatalog.seriesNameEn'))} />
      </Form.Item>
      <CommonFields />
    </CatalogModal>
  );
}
