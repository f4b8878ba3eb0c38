import { useState } from 'react';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataSourceCreateSchema, type DataSourceCreate, type DataSourceVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { dataSourceApi } from './api';

interface DataSourceFormProps {
  open: boolean;
  row: DataSourceVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** Add or edit a data source; the saved password stays on the server (blank or the mask keeps it). */
export function DataSourceForm({ open, row, onClose, onSaved }: DataSourceFormProps) {
  const { t } = useTranslation();
  const status = useDict('sys_normal_disable');
  const [testing, setTesting] = useState(false);
  const kit = useModalForm<DataSourceCreate>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            name: row.name,
            dbType: 'postgresql',
            url: row.url,
            username: row.username ?? undefined,
            password: row.password || undefined,
            status: row.status as DataSourceCreate['status'],
            remark: row.remark ?? undefined,
          }
        : { dbType: 'postgresql', status: '0' },
    save: (values) =>
      row ? dataSourceApi.update({ ...values, dataSourceId: row.dataSourceId }) : dataSourceApi.add(values),
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof DataSourceCreate) => rulesFrom(dataSourceCreateSchema, field);

  const test = async () => {
    const values = await kit.form.validateFields(['url', 'username', 'password']).catch(() => null);
    if (!values) return;
    setTesting(true);
    try {
      const res = await dataSourceApi.test({ ...values, dataSourceId: row?.dataSourceId });
      feedback().message.success(res.msg);
    } catch {
      // the request layer has shown why the connection failed
    } finally {
      setTesting(false);
    }
  };

  return (
    <ModalForm
      kit={kit}
      title={row ? t('dataSource.editTitle') : t('dataSource.addTitle')}
      testId="data-source-form"
      width={640}
    >
      <Form.Item
        name="name"
        label={t('dataSource.name')}
        rules={rules('name')}
        extra={t('dataSource.nameHelp')}
      >
        <Input placeholder={hintOf('input', t('dataSource.name'))} />
      </Form.Item>
      <Form.Item name="dbType" label={t('dataSource.dbType')}>
        <Radio.Group options={[{ value: 'postgresql', label: 'PostgreSQL' }]} />
      </Form.Item>
      <Form.Item name="url" label={t('dataSource.url')} rules={rules('url')} extra={t('dataSource.urlHelp')}>
        <Input placeholder="postgres://host:5432/database" />
      </Form.Item>
      <Form.Item name="username" label={t('dataSource.username')} rules={rules('username')}>
        <Input autoComplete="off" placeholder={hintOf('input', t('dataSource.username'))} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('dataSource.password')}
        rules={rules('password')}
        extra={row ? t('dataSource.secretKeep') : undefined}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button onClick={() => void test()} loading={testing}>
          {t('dataSource.test')}
        </Button>
      </Form.Item>
      <Form.Item name="status" label={t('dataSource.status')}>
        <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('dataSource.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('dataSource.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
