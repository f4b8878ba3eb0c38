import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  UNLIMITED_ACCOUNTS,
  type TenantCreateBody,
  type TenantPackageVo,
  type TenantVo,
} from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { hintOf } from '../../../components/crud';
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
  const [form] = Form.useForm<Values>();
  const [packages, setPackages] = useState<TenantPackageVo[]>([]);
  const [saving, setSaving] = useState(false);
  // The server checks a new tenant's admin password by the platform tenant's policy, where the super admin is.
  const passwordLength = useUserStore((s) => s.passwordLength);
  const editing = target && target !== 'new' ? target : null;

  useEffect(() => {
    if (!target) return;
    let live = true;
    form.resetFields();
    void packageApi.selectList().then((res) => live && setPackages(res.data ?? []));
    if (target === 'new') form.setFieldsValue({ accountCount: UNLIMITED_ACCOUNTS });
    else
      void tenantApi.get(target.id).then(({ data }) => {
        if (!live) return;
        form.setFieldsValue({
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
        });
      });
    return () => {
      live = false;
    };
  }, [target, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, expireTime: fromLocalInput(values.expireTime) };
    setSaving(true);
    try {
      if (editing) {
        const { username: _u, password: _p, packageId: _pkg, ...fields } = body;
        await tenantApi.update({ ...fields, id: editing.id, tenantId: editing.tenantId });
        feedback().message.success(t('tenantAdmin.editOk'));
      } else {
        const res = await tenantApi.add({ ...body, packageId: body.packageId! });
        feedback().message.success(t('tenantAdmin.addOk', { tenantId: res.data }));
      }
      onSaved(!editing);
    } finally {
      setSaving(false);
    }
  };

  // The package list holds enabled ones; an edited tenant's own package is shown even if disabled since.
  const packageOptions = packages.map((p) => ({ value: p.packageId, label: p.packageName ?? p.packageId }));
  if (editing?.packageId && !packages.some((p) => p.packageId === editing.packageId))
    packageOptions.push({ value: editing.packageId, label: editing.packageId });

  return (
    <Modal
      open={!!target}
      title={t(editing ? 'tenantAdmin.editTitle' : 'tenantAdmin.addTitle')}
      width={620}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 18 }} data-testid="tenant-form">
        {editing && (
          <Form.Item label={t('tenantAdmin.tenantId')}>
            <Input value={editing.tenantId} disabled />
          </Form.Item>
        )}
        <Form.Item
          label={t('tenantAdmin.companyName')}
          name="companyName"
          rules={[{ required: true, whitespace: true, max: 50 }]}
        >
          <Input placeholder={hintOf('input', t('tenantAdmin.companyName'))} />
        </Form.Item>
        <Form.Item
          label={t('tenantAdmin.contactUserName')}
          name="contactUserName"
          rules={[{ required: true, whitespace: true, max: 20 }]}
        >
          <Input placeholder={hintOf('input', t('tenantAdmin.contactUserName'))} />
        </Form.Item>
        <Form.Item
          label={t('tenantAdmin.contactPhone')}
          name="contactPhone"
          rules={[{ required: true, whitespace: true, max: 20 }]}
        >
          <Input placeholder={hintOf('input', t('tenantAdmin.contactPhone'))} />
        </Form.Item>
        {!editing && (
          <>
            <Form.Item
              label={t('tenantAdmin.username')}
              name="username"
              extra={t('tenantAdmin.adminHelp')}
              rules={[{ required: true, whitespace: true, min: 2, max: 30 }]}
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
        <Form.Item label={t('tenantAdmin.packageId')} name="packageId" rules={[{ required: !editing }]}>
          <Select
            disabled={!!editing}
            placeholder={hintOf('select', t('tenantAdmin.packageId'))}
            options={packageOptions}
            aria-label={t('tenantAdmin.packageId')}
          />
        </Form.Item>
        <Form.Item
          label={t('tenantAdmin.expireTime')}
          name="expireTime"
          extra={t('tenantAdmin.neverExpires')}
        >
          <Input type="datetime-local" step={1} aria-label={t('tenantAdmin.expireTime')} />
        </Form.Item>
        <Form.Item
          label={t('tenantAdmin.accountCount')}
          name="accountCount"
          extra={t('tenantAdmin.accountCountHelp')}
        >
          <InputNumber min={UNLIMITED_ACCOUNTS} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('tenantAdmin.domain')} name="domain" rules={[{ max: 200 }]}>
          <Input placeholder={hintOf('input', t('tenantAdmin.domain'))} />
        </Form.Item>
        <Form.Item label={t('tenantAdmin.address')} name="address" rules={[{ max: 200 }]}>
          <Input placeholder={hintOf('input', t('tenantAdmin.address'))} />
        </Form.Item>
        <Form.Item label={t('tenantAdmin.licenseNumber')} name="licenseNumber" rules={[{ max: 30 }]}>
          <Input placeholder={hintOf('input', t('tenantAdmin.licenseNumber'))} />
        </Form.Item>
        <Form.Item label={t('tenantAdmin.intro')} name="intro" rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('tenantAdmin.intro'))} />
        </Form.Item>
        <Form.Item label={t('tenantAdmin.remark')} name="remark" rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('tenantAdmin.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
