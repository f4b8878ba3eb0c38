import { useMemo, useState } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { organizationCreateSchema, type OrganizationCreate, type OrganizationVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
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
  const { t, i18n } = useTranslation();
  const [parents, setParents] = useState<OrgOption[]>([]);
  const types = useDict('organization_type');
  const status = useDict('sys_normal_disable');
  const editing = target?.mode === 'edit' ? target.row : null;
  // A change of language while open loads the form again, as before the kit: the parent choices' top entry is
  // named in the new language.
  const language = i18n.language;
  const loadKey = useMemo(() => ({ target, language }), [target, language]);
  const kit = useModalForm<OrganizationCreate>({
    open: target !== null,
    target: loadKey,
    initialValues: (live) => {
      const load = editing ? organizationApi.parentChoices(editing.orgId) : organizationApi.list({});
      load
        .then(
          (res) =>
            live() &&
            setParents([
              { value: 0, title: t('titleOrg.topLevel') },
              ...nestOrganizations<OrgOption>(res.data, (o) => ({ value: o.orgId, title: o.orgName })),
            ]),
        )
        // The request layer has shown the failure already; the form stays usable with what it has.
        .catch(() => undefined);
      return editing
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
        : { parentId: target?.mode === 'add' ? (target.parentId ?? 0) : 0, orderNum: 0, status: '0' };
    },
    save: (values) =>
      editing ? organizationApi.update({ ...values, orgId: editing.orgId }) : organizationApi.add(values),
    onSaved: () => onSaved(!editing),
    onClose,
  });
  const rules = (field: keyof OrganizationCreate, options?: RulesOptions) =>
    rulesFrom(organizationCreateSchema, field, options);

  const text = (name: keyof OrganizationCreate, label: string) => (
    <Form.Item name={name} label={label} rules={rules(name)}>
      <Input placeholder={hintOf('input', label)} />
    </Form.Item>
  );

  return (
    <ModalForm
      kit={kit}
      title={editing ? t('titleOrg.editOrg') : t('titleOrg.addOrg')}
      width={720}
      testId="org-form"
    >
      <Form.Item name="parentId" label={t('titleOrg.parentOrg')} rules={rules('parentId')}>
        <TreeSelect
          treeData={parents}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={hintOf('select', t('titleOrg.parentOrg'))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>{text('orgName', t('titleOrg.orgName'))}</Col>
        <Col span={12}>
          <Form.Item
            name="orgType"
            label={t('titleOrg.orgType')}
            rules={rules('orgType', { whitespace: false })}
          >
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
          <Form.Item name="orderNum" label={t('titleOrg.orderNum')} rules={rules('orderNum')}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>{text('contactName', t('titleOrg.contactName'))}</Col>
        <Col span={12}>
          <Form.Item
            name="contactPhone"
            label={t('titleOrg.contactPhone')}
            rules={rules('contactPhone', { message: t('titleOrg.phoneRule') })}
          >
            <Input maxLength={20} placeholder={hintOf('input', t('titleOrg.contactPhone'))} />
          </Form.Item>
        </Col>
      </Row>
      {text('address', t('titleOrg.address'))}
      <Form.Item name="status" label={t('titleOrg.status')}>
        <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('titleOrg.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('titleOrg.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
