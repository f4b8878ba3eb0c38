import { useEffect, useState } from 'react';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { UNIT_PHONE_PATTERN, type OrganizationCreate, type OrganizationVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { creditCodeRule, nestOrganizations, organizationApi, type OrgOption } from './api';

/** What the form opens on: an organization to edit, or the parent of a new one. */
export type OrgFormTarget = { mode: 'edit'; row: OrganizationVo } | { mode: 'add'; parentId?: number };

interface OrgFormProps {
  target: OrgFormTarget | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

export function OrgForm({ target, onClose, onSaved }: OrgFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrganizationCreate>();
  const [saving, setSaving] = useState(false);
  const [parents, setParents] = useState<OrgOption[]>([]);
  const types = useDict('organization_type');
  const status = useDict('sys_normal_disable');
  const editing = target?.mode === 'edit' ? target.row : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            parentId: editing.parentId,
            orgName: editing.orgName,
            orgCode: editing.orgCode ?? undefined,
            orgType: editing.orgType,
            contactName: editing.contactName ?? undefined,
            contactPhone: editing.contactPhone ?? undefined,
            address: editing.address ?? undefined,
            orderNum: editing.orderNum,
            status: editing.status as OrganizationCreate['status'],
            remark: editing.remark ?? undefined,
          }
        : { parentId: target.mode === 'add' ? (target.parentId ?? 0) : 0, orderNum: 0, status: '0' },
    );
    const load = editing ? organizationApi.parentChoices(editing.orgId) : organizationApi.list({});
    void load.then((res) =>
      setParents([
        { value: 0, title: t('titleOrg.topLevel') },
        ...nestOrganizations<OrgOption>(res.data, (o) => ({ value: o.orgId, title: o.orgName })),
      ]),
    );
  }, [target, editing, form, t]);

  const submit = async () => {
    // An invalid form shows its messages; there is nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (editing) await organizationApi.update({ ...values, orgId: editing.orgId });
      else await organizationApi.add(values);
      onSaved(!editing);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof OrganizationCreate, label: string, max: number, required = false) => (
    <Form.Item name={name} label={label} rules={[{ required, whitespace: required, max }]}>
      <Input placeholder={hintOf('input', label)} />
    </Form.Item>
  );

  return (
    <Modal
      open={target !== null}
      title={editing ? t('titleOrg.editOrg') : t('titleOrg.addOrg')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="org-form">
        <Form.Item name="parentId" label={t('titleOrg.parentOrg')} rules={[{ required: true }]}>
          <TreeSelect
            treeData={parents}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            placeholder={hintOf('select', t('titleOrg.parentOrg'))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>{text('orgName', t('titleOrg.orgName'), 100, true)}</Col>
          <Col span={12}>
            <Form.Item name="orgType" label={t('titleOrg.orgType')} rules={[{ required: true }]}>
              <Select
                placeholder={hintOf('select', t('titleOrg.orgType'))}
                options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="orgCode"
              label={t('titleOrg.orgCode')}
              rules={[creditCodeRule(t('titleOrg.creditCodeRule'))]}
            >
              <Input maxLength={18} placeholder={hintOf('input', t('titleOrg.orgCode'))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNum" label={t('titleOrg.orderNum')} rules={[{ required: true }]}>
              <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>{text('contactName', t('titleOrg.contactName'), 30)}</Col>
          <Col span={12}>
            <Form.Item
              name="contactPhone"
              label={t('titleOrg.contactPhone')}
              rules={[{ pattern: UNIT_PHONE_PATTERN, message: t('titleOrg.phoneRule') }]}
            >
              <Input maxLength={20} placeholder={hintOf('input', t('titleOrg.contactPhone'))} />
            </Form.Item>
          </Col>
        </Row>
        {text('address', t('titleOrg.address'), 200)}
        <Form.Item name="status" label={t('titleOrg.status')}>
          <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('titleOrg.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('titleOrg.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
