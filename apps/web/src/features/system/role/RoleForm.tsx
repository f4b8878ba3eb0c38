import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleCreateBody, RoleTreeNode } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
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
  const [form] = Form.useForm<Values>();
  const statuses = useDict('sys_normal_disable');
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
    if (roleId === null) {
      form.setFieldsValue({ roleSort: 0, status: '0' });
      void roleApi.menuTree().then((res) => live && setMenus(res.data ?? []));
    } else {
      void Promise.all([roleApi.get(roleId), roleApi.roleMenuTree(roleId)]).then(([role, tree]) => {
        if (!live) return;
        const { roleName, roleKey, roleSort, status, remark } = role.data;
        form.setFieldsValue({
          roleName,
          roleKey,
          roleSort,
          status: status as Values['status'],
          remark: remark ?? undefined,
        });
        setLinked(role.data.menuCheckStrictly);
        setMenuIds(role.data.menuIds);
        setMenus(tree.data?.menus ?? []);
      });
    }
    return () => {
      live = false;
    };
  }, [open, roleId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { ...values, menuIds, menuCheckStrictly: linked };
      if (roleId === null) await roleApi.add(body);
      else await roleApi.update({ ...body, roleId });
      feedback().message.success(t(roleId === null ? 'systemRole.addOk' : 'systemRole.editOk'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(roleId === null ? 'systemRole.addTitle' : 'systemRole.editTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={560}
      destroyOnHidden
      forceRender
    >
      <Form form={form} labelCol={{ span: 5 }} data-testid="role-form">
        <Form.Item
          name="roleName"
          label={t('systemRole.roleName')}
          rules={[{ required: true, whitespace: true, max: 30 }]}
        >
          <Input placeholder={hintOf('input', t('systemRole.roleName'))} />
        </Form.Item>
        <Form.Item
          name="roleKey"
          label={t('systemRole.roleKey')}
          tooltip={t('systemRole.roleKeyTip')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input placeholder={hintOf('input', t('systemRole.roleKey'))} />
        </Form.Item>
        <Form.Item name="roleSort" label={t('systemRole.roleSort')} rules={[{ required: true }]}>
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
        <Form.Item name="remark" label={t('systemRole.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('systemRole.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
