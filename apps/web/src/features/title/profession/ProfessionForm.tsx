import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfessionCreate, ProfessionVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { CatalogModal, CodeField, CommonFields, SeriesField, useCatalogForm } from '../catalog/CatalogForm';
import { professionApi } from './api';

interface Props {
  open: boolean;
  row: ProfessionVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

export function ProfessionForm({ open, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, saving, submit } = useCatalogForm<ProfessionCreate, ProfessionVo>({
    open,
    row,
    toValues: (r) => ({
      seriesId: r.seriesId,
      professionCode: r.professionCode,
      professionName: r.professionName,
      orderNum: r.orderNum,
      status: r.status as ProfessionCreate['status'],
      remark: r.remark ?? undefined,
    }),
    defaults: { orderNum: 0, status: '0' },
    save: (values, r) =>
      r ? professionApi.update({ ...values, professionId: r.professionId }) : professionApi.add(values),
    onSaved,
  });
  return (
    <CatalogModal
      open={open}
      title={row ? t('titleCatalog.editProfession') : t('titleCatalog.addProfession')}
      form={form}
      saving={saving}
      onClose={onClose}
      onOk={() => void submit()}
      testId="profession-form"
    >
      <SeriesField />
      <CodeField name="professionCode" label={t('titleCatalog.professionCode')} max={20} />
      <Form.Item
        name="professionName"
        label={t('titleCatalog.professionName')}
        rules={[{ required: true, whitespace: true, max: 50 }]}
      >
        <Input placeholder={hintOf('input', t('titleCatalog.professionName'))} />
      </Form.Item>
      <CommonFields />
    </CatalogModal>
  );
}
