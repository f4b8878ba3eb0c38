import { useState } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleCreateSchema, type RoleCreateBody, type RoleTreeNode } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { roleApi } from './api';
import { CheckTree } from './CheckTree';

interface RoleFormProps {
  open: boolean;
  /** The role to edit, or null to add one. */
  roleId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Pick<RoleCreateBody, 'roleName' | 'roleKey' | 'roleSort' | 'status' | 'remark'>;

/** Add or edit a role: its fields and the menus it grants (a checkable tree). */
export function RoleForm({ open, roleId, onClose, onSaved }: RoleFormProps) {
  const { t } = useTranslation();
  const statuses = useDict('sys_normal_disable');
  const [menus, setMenus] = useState<RoleTreeNode[]>([]);
  const [menuIds, setMenuIds] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const kit = useModalForm<Values>({
    open,
    target: roleId,
    initialValues: (live) => {
      setMenuIds([]);
      setLinked(true);
      if (roleId === null) {
        void roleApi.menuTree().then((res) => live() && setMenus(res.data ?? []));
        return { roleSort: 0, status: '0' };
      }
      return Promise.all([roleApi.get(roleId), roleApi.roleMenuTree(roleId)]).then(([role, tree]) => {
        if (!live()) return undefined;
        const { roleName, roleKey, roleSort, status, remark } = role.data;
        setLinked(role.data.menuCheckStrictly);
        setMenuIds(role.data.menuIds);
        setMenus(tree.data?.menus ?? []);
        return {
          roleName,
          roleKey,
          roleSort,
          status: status as Values['status'],
          remark: remark ?? undefined,
        };
      });
    },
    save: async (values) => {
      const body = { ...values, menuIds, menuCheckStrictly: linked };
      if (roleId === null) await roleApi.add(body);
      else await roleApi.update({ ...body, roleId });
      feedback().message.success(t(roleId === null ? 'systemRole.addOk' : 'systemRole.editOk'));
    },
    onSaved,
    onClose,
  });
  const rules = (field: keyof Values) => rulesFrom(roleCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={t(roleId === null ? 'systemRole.addTitle' : 'systemRole.editTitle')}
      width={560}
      testId="role-form"
      formProps={{ layout: 'horizontal', labelCol: { span: 5 } }}
    >
      <Form.Item name="roleName" label={t('systemRole.roleName')} rules={rules('roleName')}>
        <Input placeholder={hintOf('input', t('systemRole.roleName'))} />
      </Form.Item>
      <Form.Item
        name="roleKey"
        label={t('systemRole.roleKey')}
        tooltip={t('systemRole.roleKeyTip')}
        rules={rules('roleKey')}
      >
        <Input placeholder={hintOf('input', t('systemRole.roleKey'))} />
      </Form.Item>
      <Form.Item name="roleSort" label={t('systemRole.roleSort')} rules={rules('roleSort')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('systemRole.status')}>
        <Radio.Group options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item label={t('systemRole.menuPerms')}>
        <CheckTree
          nodes={menus}
          checked={menuIds}
          onChange={setMenuIds}
          linked={linked}
          onLinkedChange={setLinked}
          testId="role-menu-tree"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('systemRole.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('systemRole.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
