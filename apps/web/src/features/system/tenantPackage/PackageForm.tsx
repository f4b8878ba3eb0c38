import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { parsePackageMenuIds, type RoleTreeNode, type TenantPackageCreateBody } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { CheckTree } from '../role/CheckTree';
import { packageApi } from './api';

interface PackageFormProps {
  open: boolean;
  /** The package to edit, or null to add one. */
  packageId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Pick<TenantPackageCreateBody, 'packageName' | 'remark'>;

/** Add or edit a package: its name and the menus it lets a tenant use (a checkable tree). */
export function PackageForm({ open, packageId, onClose, onSaved }: PackageFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [menus, setMenus] = useState<RoleTreeNode[]>([]);
  const [menuIds, setMenuIds] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.resetFields();
    setMenuIds([]);
    setLinked(true);
    const tree = packageApi.menuTree(packageId ?? 0);
    if (packageId === null) void tree.then((res) => live && setMenus(res.data?.menus ?? []));
    else
      void Promise.all([packageApi.get(packageId), tree]).then(([pkg, menuTree]) => {
        if (!live) return;
        form.setFieldsValue({
          packageName: pkg.data.packageName ?? '',
          remark: pkg.data.remark ?? undefined,
        });
        setLinked(pkg.data.menuCheckStrictly);
        // Every stored id, parents included; the tree derives what it shows from them.
        setMenuIds(parsePackageMenuIds(pkg.data.menuIds));
        setMenus(menuTree.data?.menus ?? []);
      });
    return () => {
      live = false;
    };
  }, [open, packageId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { ...values, menuIds, menuCheckStrictly: linked };
      if (packageId === null) await packageApi.add(body);
      else await packageApi.update({ ...body, packageId });
      feedback().message.success(
        t(packageId === null ? 'tenantPackageAdmin.addOk' : 'tenantPackageAdmin.editOk'),
      );
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(packageId === null ? 'tenantPackageAdmin.addTitle' : 'tenantPackageAdmin.editTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={560}
      destroyOnHidden
      forceRender
    >
      <Form form={form} labelCol={{ span: 5 }} data-testid="package-form">
        <Form.Item
          name="packageName"
          label={t('tenantPackageAdmin.packageName')}
          rules={[{ required: true, whitespace: true, max: 20 }]}
        >
          <Input placeholder={hintOf('input', t('tenantPackageAdmin.packageName'))} />
        </Form.Item>
        <Form.Item label={t('tenantPackageAdmin.menuIds')}>
          <CheckTree
            nodes={menus}
            checked={menuIds}
            onChange={setMenuIds}
            linked={linked}
            onLinkedChange={setLinked}
            testId="package-menu-tree"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('tenantPackageAdmin.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('tenantPackageAdmin.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
