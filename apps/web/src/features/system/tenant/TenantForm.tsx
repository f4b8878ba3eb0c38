import { useState } from 'react';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  tenantCreateSchema,
  UNLIMITED_ACCOUNTS,
  type TenantCreateBody,
  type TenantPackageVo,
  type TenantVo,
} from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { feedback } from '../../../lib/feedback';
import { packageApi } from '../tenantPackage/api';
import { tenantApi } from './api';

/** The dialog's target: an existing tenant, or `'new'`. */
export type TenantTarget = TenantVo | 'new';

interface TenantFormProps {
  target: TenantTarget | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

type Values = Omit<TenantCreateBody, 'packageId'> & { packageId?: number };

/** `yyyy-MM-dd HH:mm:ss` ⇄ the value of a datetime-local input (`yyyy-MM-ddTHH:mm:ss`). */
export const toLocalInput = (value: string | null | undefined) => (value ? value.replace(' ', 'T') : '');
export const fromLocalInput = (value: string | null | undefined) => {
  if (!value) return '';
  const text = value.replace('T', ' ');
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
};

/** Add a tenant with its first administrator, or edit one (its id and package stay as they are). */
export function TenantForm({ target, onClose, onSaved }: TenantFormProps) {
  const { t } = useTranslation();
  const [packages, setPackages] = useState<TenantPackageVo[]>([]);
  // The server checks a new tenant's admin password by the platform tenant's policy, where the super admin is.
  const passwordLength = useUserStore((s) => s.passwordLength);
  const editing = target && target !== 'new' ? target : null;
  const kit = useModalForm<Values>({
    open: !!target,
    target,
    initialValues: (live) => {
      void packageApi.selectList().then((res) => live() && setPackages(res.data ?? []));
      if (target === 'new' || !target) return { accountCount: UNLIMITED_ACCOUNTS };
      return tenantApi.get(target.id).then(({ data }) => ({
        companyName: data.companyName ?? '',
        contactUserName: data.contactUserName ?? '',
        contactPhone: data.contactPhone ?? '',
        packageId: data.packageId ?? undefined,
        expireTime: toLocalInput(data.expireTime),
        accountCount: data.accountCount,
        domain: data.domain,
        address: data.address,
        licenseNumber: data.licenseNumber,
        intro: data.intro,
        remark: data.remark,
      }));
    },
    save: async (values) => {
      const body = { ...values, expireTime: fromLocalInput(values.expireTime) };
      if (editing) {
        const { username: _u, password: _p, packageId: _pkg, ...fields } = body;
        await tenantApi.update({ ...fields, id: editing.id, tenantId: editing.tenantId });
        feedback().message.success(t('tenantAdmin.editOk'));
      } else {
        const res = await tenantApi.add({ ...body, packageId: body.packageId! });
        feedback().message.success(t('tenantAdmin.addOk', { tenantId: res.data }));
      }
    },
    onSaved: () => onSaved(!editing),
    onClose,
  });
  const rules = (field: keyof Values) => rulesFrom(tenantCreateSchema, field);

  // The package list holds enabled ones; an edited tenant's own package is shown even if disabled since.
  const packageOptions = packages.map((p) => ({ value: p.packageId, label: p.packageName ?? p.packageId }));
  if (editing?.packageId && !packages.some((p) => p.packageId === editing.packageId))
    packageOptions.push({ value: editing.packageId, label: editing.packageId });

  return (
    <ModalForm
      kit={kit}
      title={t(editing ? 'tenantAdmin.editTitle' : 'tenantAdmin.addTitle')}
      width={620}
      testId="tenant-form"
      formProps={{ layout: 'horizontal', labelCol: { span: 6 }, wrapperCol: { span: 18 } }}
    >
      {editing && (
        <Form.Item label={t('tenantAdmin.tenantId')}>
          <Input value={editing.tenantId} disabled />
        </Form.Item>
      )}
      <Form.Item label={t('tenantAdmin.companyName')} name="companyName" rules={rules('companyName')}>
        <Input placeholder={hintOf('input', t('tenantAdmin.companyName'))} />
      </Form.Item>
      <Form.Item
        label={t('tenantAdmin.contactUserName')}
        name="contactUserName"
        rules={rules('contactUserName')}
      >
        <Input placeholder={hintOf('input', t('tenantAdmin.contactUserName'))} />
      </Form.Item>
      <Form.Item label={t('tenantAdmin.contactPhone')} name="contactPhone" rules={rules('contactPhone')}>
        <Input placeholder={hintOf('input', t('tenantAdmin.contactPhone'))} />
      </Form.Item>
      {!editing && (
        <>
          <Form.Item
            label={t('tenantAdmin.username')}
            name="username"
            extra={t('tenantAdmin.adminHelp')}
            rules={rules('username')}
          >
            <Input placeholder={hintOf('input', t('tenantAdmin.username'))} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t('tenantAdmin.password')}
            name="password"
            rules={[{ required: true, ...passwordLength }]}
          >
            <Input.Password
              maxLength={passwordLength.max}
              placeholder={hintOf('input', t('tenantAdmin.password'))}
              autoComplete="new-password"
            />
          </Form.Item>
        </>
      )}
      <Form.Item
        label={t('tenantAdmin.packageId')}
        name="packageId"
        rules={rulesFrom(tenantCreateSchema, 'packageId', { required: !editing })}
      >
        <Select
          disabled={!!editing}
          placeholder={hintOf('select', t('tenantAdmin.packageId'))}
          options={packageOptions}
          aria-label={t('tenantAdmin.packageId')}
        />
      </Form.Item>
      <Form.Item label={t('tenantAdmin.expireTime')} name="expireTime" extra={t('tenantAdmin.neverExpires')}>
        <Input type="datetime-local" step={1} aria-label={t('tenantAdmin.expireTime')} />
      </Form.Item>
      <Form.Item
        label={t('tenantAdmin.accountCount')}
        name="accountCount"
        extra={t('tenantAdmin.accountCountHelp')}
      >
        <InputNumber min={UNLIMITED_ACCOUNTS} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('tenantAdmin.domain')} name="domain" rules={rules('domain')}>
        <Input placeholder={hintOf('input', t('tenantAdmin.domain'))} />
      </Form.Item>
      <Form.Item label={t('tenantAdmin.address')} name="address" rules={rules('address')}>
        <Input placeholder={hintOf('input', t('tenantAdmin.address'))} />
      </Form.Item>
      <Form.Item label={t('tenantAdmin.licenseNumber')} name="licenseNumber" rules={rules('licenseNumber')}>
        <Input placeholder={hintOf('input', t('tenantAdmin.licenseNumber'))} />
      </Form.Item>
      <Form.Item label={t('tenantAdmin.intro')} name="intro" rules={rules('intro')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('tenantAdmin.intro'))} />
      </Form.Item>
      <Form.Item label={t('tenantAdmin.remark')} name="remark" rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('tenantAdmin.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
