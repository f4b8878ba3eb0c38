import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LcAppStatus, lcAppCreateSchema, type LcAppCreate, type LcAppVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { IconPicker } from '../../../components/IconPicker';
import { designApi } from '../api';

interface AppFormProps {
  open: boolean;
  row: LcAppVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** 新增应用 / 修改应用: the key names tables and permissions, so it is fixed once created. */
export function AppForm({ open, row, onClose, onSaved }: AppFormProps) {
  const { t } = useTranslation();
  const kit = useModalForm<LcAppCreate>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            appKey: row.appKey,
            name: row.name,
            icon: row.icon,
            appGroup: row.appGroup,
            status: row.status,
            parentMenuId: row.parentMenuId,
            remark: row.remark,
          }
        : { status: LcAppStatus.NORMAL, parentMenuId: 0 },
    save: (values) => {
      const { appKey: _key, ...rest } = values;
      return row
        ? designApi.updateApp({ ...rest, parentMenuId: row.parentMenuId, appId: row.appId })
        : designApi.addApp({ ...values, parentMenuId: 0 });
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof LcAppCreate) => rulesFrom(lcAppCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('lcDesign.editApp') : t('lcDesign.addApp')}
      formProps={{ name: 'lcApp' }}
      testId="app-form"
    >
      <Form.Item name="name" label={t('lcDesign.appName')} rules={rules('name')}>
        <Input placeholder={hintOf('input', t('lcDesign.appName'))} />
      </Form.Item>
      <Form.Item
        name="appKey"
        label={t('lcDesign.appKey')}
        rules={rulesFrom(lcAppCreateSchema, 'appKey', { message: t('lcDesign.keyHint') })}
        extra={row ? undefined : t('lcDesign.keyHint')}
      >
        <Input disabled={!!row} placeholder="edu" />
      </Form.Item>
      <Form.Item name="appGroup" label={t('lcDesign.appGroup')} rules={rules('appGroup')}>
        <Input placeholder={hintOf('input', t('lcDesign.appGroup'))} />
      </Form.Item>
      <Form.Item name="icon" label={t('lcDesign.icon')}>
        <IconPicker />
      </Form.Item>
      <Form.Item name="status" label={t('lcDesign.status')}>
        <Radio.Group
          options={[
            { value: LcAppStatus.NORMAL, label: t('lcDesign.statusNormal') },
            { value: LcAppStatus.DISABLED, label: t('lcDesign.statusDisabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('lcDesign.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} placeholder={hintOf('input', t('lcDesign.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
