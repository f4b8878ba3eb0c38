import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  parsePackageMenuIds,
  tenantPackageCreateSchema,
  type RoleTreeNode,
  type TenantPackageCreateBody,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const [menus, setMenus] = useState<RoleTreeNode[]>([]);
  const [menuIds, setMenuIds] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const kit = useModalForm<Values>({
    open,
    target: packageId,
    initialValues: (live) => {
      setMenuIds([]);
      setLinked(true);
      const tree = packageApi.menuTree(packageId ?? 0);
      if (packageId === null) {
        void tree.then((res) => live() && setMenus(res.data?.menus ?? []));
        return undefined;
      }
      return Promise.all([packageApi.get(packageId), tree]).then(([pkg, menuTree]) => {
        if (!live()) return undefined;
        setLinked(pkg.data.menuCheckStrictly);
        // Every stored id, parents included; the tree derives what it shows from them.
        setMenuIds(parsePackageMenuIds(pkg.data.menuIds));
        setMenus(menuTree.data?.menus ?? []);
        return { packageName: pkg.data.packageName ?? '', remark: pkg.data.remark ?? undefined };
      });
    },
    save: async (values) => {
      const body = { ...values, menuIds, menuCheckStrictly: linked };
      if (packageId === null) await packageApi.add(body);
      else await packageApi.update({ ...body, packageId });
      feedback().message.success(
        t(packageId === null ? 'tenantPackageAdmin.addOk' : 'tenantPackageAdmin.editOk'),
      );
    },
    onSaved,
    onClose,
  });
  const rules = (field: keyof Values) => rulesFrom(tenantPackageCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={t(packageId === null ? 'tenantPackageAdmin.addTitle' : 'tenantPackageAdmin.editTitle')}
      width={560}
      testId="package-form"
      formProps={{ layout: 'horizontal', labelCol: { span: 5 } }}
    >
      <Form.Item name="packageName" label={t('tenantPackageAdmin.packageName')} rules={rules('packageName')}>
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
      <Form.Item name="remark" label={t('tenantPackageAdmin.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('tenantPackageAdmin.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
