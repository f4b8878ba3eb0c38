import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Input, Modal, Radio, Row, Select, Space, TreeSelect, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ClientAuditStatus,
  LICENCE_EXTENSIONS,
  TitleClientPermission as P,
  UNIT_PHONE_PATTERN,
  type TitleClientCreate,
  type TitleClientVo,
} from '@zcps/contracts';
import { useAuth } from '../../../components/Auth';
import { hintOf } from '../../../components/crud';
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
  const [form] = Form.useForm<TitleClientCreate>();
  const [saving, setSaving] = useState(false);
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

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setLicenceName(row?.licenceName ?? null);
    form.setFieldsValue(
      row
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
        : { status: '0' },
    );
  }, [open, row, form]);

  const uploadLicence = async (file: File) => {
    setUploading(true);
    try {
      const { data } = await clientApi.uploadLicence(file);
      form.setFieldValue('licenceOssId', data.ossId);
      setLicenceName(data.fileName);
      feedback().message.success(t('titleOrg.uploadOk'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      // Disabled fields are not in the form's values: an edit keeps what the unit has.
      const body = { ...form.getFieldsValue(true), ...values } as TitleClientCreate;
      if (row) await clientApi.update({ ...body, clientId: row.clientId });
      else await clientApi.add(body);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: 'clientName' | 'contactName' | 'address', max: number, required = false) => (
    <Form.Item name={name} label={t(`titleOrg.${name}`)} rules={[{ required, whitespace: required, max }]}>
      <Input
        placeholder={hintOf('input', t(`titleOrg.${name}`))}
        disabled={locked && name === 'clientName'}
      />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={row ? t('titleOrg.editClient') : t('titleOrg.addClient')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
      forceRender
    >
      {locked && (
        <Alert type="info" showIcon message={t('titleOrg.registrationLocked')} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" data-testid="client-form">
        <Row gutter={16}>
          <Col span={12}>{text('clientName', 100, true)}</Col>
          <Col span={12}>
            <Form.Item
              name="creditCode"
              label={t('titleOrg.creditCode')}
              rules={[{ required: true, whitespace: true }, creditCodeRule(t('titleOrg.creditCodeRule'))]}
            >
              <Input
                maxLength={18}
                disabled={locked}
                placeholder={hintOf('input', t('titleOrg.creditCode'))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="unitType" label={t('titleOrg.unitType')} rules={[{ required: true }]}>
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
          <Col span={12}>{text('contactName', 30, true)}</Col>
          <Col span={12}>
            <Form.Item
              name="contactPhone"
              label={t('titleOrg.contactPhone')}
              rules={[{ required: true }, { pattern: UNIT_PHONE_PATTERN, message: t('titleOrg.phoneRule') }]}
            >
              <Input maxLength={20} placeholder={hintOf('input', t('titleOrg.contactPhone'))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="email"
              label={t('titleOrg.email')}
              rules={[{ type: 'email', message: t('titleOrg.emailRule') }, { max: 50 }]}
            >
              <Input placeholder={hintOf('input', t('titleOrg.email'))} />
            </Form.Item>
          </Col>
          <Col span={12}>{text('address', 200)}</Col>
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
        <Form.Item name="remark" label={t('titleOrg.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('titleOrg.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
