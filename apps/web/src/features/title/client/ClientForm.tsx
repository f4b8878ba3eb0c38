import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Radio, Row, Select, Space, TreeSelect, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ClientAuditStatus,
  LICENCE_EXTENSIONS,
  TitleClientPermission as P,
  titleClientCreateSchema,
  type TitleClientCreate,
  type TitleClientVo,
} from '@zcps/contracts';
import { useAuth } from '../../../components/Auth';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { creditCodeRule, organizationApi, toOrgOptions } from '../organization/api';
import { clientApi } from './api';

interface ClientFormProps {
  open: boolean;
  row: TitleClientVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const ACCEPT = LICENCE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Add or edit a unit; a company editing its approved unit changes its contact data only. */
export function ClientForm({ open, row, onClose, onSaved }: ClientFormProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [licenceName, setLicenceName] = useState<string | null>(null);
  const types = useDict('client_type');
  const status = useDict('sys_normal_disable');
  const office = useAuth().hasPermi(P.AUDIT);
  const locked = !!row && row.auditStatus === ClientAuditStatus.APPROVED && !office;
  const orgs = useQuery({
    queryKey: ['title/organization/treeselect'],
    queryFn: async () => toOrgOptions((await organizationApi.tree()).data),
    enabled: open,
  });
  const kit = useModalForm<TitleClientCreate>({
    open,
    target: row,
    initialValues: () => {
      setLicenceName(row?.licenceName ?? null);
      return row
        ? {
            clientName: row.clientName,
            creditCode: row.creditCode,
            unitType: row.unitType,
            contactName: row.contactName,
            contactPhone: row.contactPhone,
            email: row.email ?? undefined,
            address: row.address ?? undefined,
            orgId: row.orgId ?? undefined,
            licenceOssId: row.licenceOssId ?? undefined,
            status: row.status as TitleClientCreate['status'],
            remark: row.remark ?? undefined,
          }
        : { status: '0' };
    },
    save: (values) => {
      // Disabled fields are not in the form's values: an edit keeps what the unit has.
      const body = { ...kit.form.getFieldsValue(true), ...values } as TitleClientCreate;
      return row ? clientApi.update({ ...body, clientId: row.clientId }) : clientApi.add(body);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof TitleClientCreate, options?: RulesOptions) =>
    rulesFrom(titleClientCreateSchema, field, options);

  const uploadLicence = async (file: File) => {
    setUploading(true);
    try {
      const { data } = await clientApi.uploadLicence(file);
      kit.form.setFieldValue('licenceOssId', data.ossId);
      setLicenceName(data.fileName);
      feedback().message.success(t('titleOrg.uploadOk'));
    } finally {
      setUploading(false);
    }
  };

  const text = (name: 'clientName' | 'contactName' | 'address') => (
    <Form.Item name={name} label={t(`titleOrg.${name}`)} rules={rules(name)}>
      <Input
        placeholder={hintOf('input', t(`titleOrg.${name}`))}
        disabled={locked && name === 'clientName'}
      />
    </Form.Item>
  );

  return (
    <ModalForm
      kit={kit}
      title={row ? t('titleOrg.editClient') : t('titleOrg.addClient')}
      width={760}
      testId="client-form"
      header={
        locked && (
          <Alert
            type="info"
            showIcon
            message={t('titleOrg.registrationLocked')}
            style={{ marginBottom: 16 }}
          />
        )
      }
    >
      <Row gutter={16}>
        <Col span={12}>{text('clientName')}</Col>
        <Col span={12}>
          <Form.Item
            name="creditCode"
            label={t('titleOrg.creditCode')}
            rules={[{ required: true, whitespace: true }, creditCodeRule(t('titleOrg.creditCodeRule'))]}
          >
            <Input maxLength={18} disabled={locked} placeholder={hintOf('input', t('titleOrg.creditCode'))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="unitType"
            label={t('titleOrg.unitType')}
            rules={rules('unitType', { whitespace: false })}
          >
            <Select
              disabled={locked}
              placeholder={hintOf('select', t('titleOrg.unitType'))}
              options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="orgId" label={t('titleOrg.supervisingOrg')}>
            <TreeSelect
              allowClear
              disabled={locked}
              treeData={orgs.data ?? []}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              placeholder={hintOf('select', t('titleOrg.supervisingOrg'))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>{text('contactName')}</Col>
        <Col span={12}>
          <Form.Item
            name="contactPhone"
            label={t('titleOrg.contactPhone')}
            rules={rules('contactPhone', { whitespace: false, message: t('titleOrg.phoneRule') })}
          >
            <Input maxLength={20} placeholder={hintOf('input', t('titleOrg.contactPhone'))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="email"
            label={t('titleOrg.email')}
            rules={rules('email', { message: t('titleOrg.emailRule') })}
          >
            <Input placeholder={hintOf('input', t('titleOrg.email'))} />
          </Form.Item>
        </Col>
        <Col span={12}>{text('address')}</Col>
      </Row>
      <Form.Item label={t('titleOrg.licence')} extra={t('titleOrg.licenceHint')}>
        <Space>
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            disabled={locked || uploading}
            customRequest={({ file }) => void uploadLicence(file as File)}
          >
            <Button icon={<UploadOutlined />} loading={uploading} disabled={locked}>
              {t('titleOrg.licenceUpload')}
            </Button>
          </Upload>
          <span data-testid="licence-name">{licenceName ?? t('titleOrg.licenceNone')}</span>
        </Space>
      </Form.Item>
      <Form.Item name="licenceOssId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="status" label={t('titleOrg.status')}>
        <Radio.Group
          disabled={locked}
          options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('titleOrg.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('titleOrg.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
