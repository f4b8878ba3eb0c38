import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataScope, type RoleTreeNode, type SysRoleVo } from '@zcps/contracts';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { roleApi } from './api';
import { CheckTree, withAncestors } from './CheckTree';

interface DataScopeFormProps {
  role: SysRoleVo | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Which rows the role's holders see; the dept tree appears only for the custom scope. */
export function DataScopeForm({ role, onClose, onSaved }: DataScopeFormProps) {
  const { t } = useTranslation();
  const scopes = useDict('sys_data_scope');
  const [dataScope, setDataScope] = useState<string>(DataScope.ALL);
  const [depts, setDepts] = useState<RoleTreeNode[]>([]);
  const [deptIds, setDeptIds] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    let live = true;
    setDataScope(role.dataScope);
    setLinked(role.deptCheckStrictly);
    setDeptIds([]);
    void roleApi.deptTree(role.roleId).then((res) => {
      if (!live) return;
      setDepts(res.data.depts);
      // The server leaves out parents of checked depts when linked; the tree shows them half or fully checked.
      setDeptIds(
        role.deptCheckStrictly ? withAncestors(res.data.depts, res.data.checkedKeys) : res.data.checkedKeys,
      );
    });
    return () => {
      live = false;
    };
  }, [role]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      const custom = dataScope === DataScope.CUSTOM;
      await roleApi.dataScope({
        roleId: role.roleId,
        dataScope: dataScope as DataScope,
        deptIds: custom ? deptIds : [],
        deptCheckStrictly: linked,
      });
      feedback().message.success(t('systemRole.editOk'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={role !== null}
      title={t('systemRole.dataScopeTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={560}
      destroyOnHidden
    >
      <Form labelCol={{ span: 5 }} data-testid="data-scope-form">
        <Form.Item label={t('systemRole.roleName')}>
          <Input value={role?.roleName} disabled />
        </Form.Item>
        <Form.Item label={t('systemRole.roleKey')}>
          <Input value={role?.roleKey} disabled />
        </Form.Item>
        <Form.Item label={t('systemRole.scopeKind')}>
          <Select
            data-testid="data-scope-select"
            value={dataScope}
            onChange={setDataScope}
            options={scopes.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        {dataScope === DataScope.CUSTOM && (
          <Form.Item label={t('systemRole.dataScope')}>
            <CheckTree
              nodes={depts}
              checked={deptIds}
              onChange={setDeptIds}
              linked={linked}
              onLinkedChange={setLinked}
              testId="role-dept-tree"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
