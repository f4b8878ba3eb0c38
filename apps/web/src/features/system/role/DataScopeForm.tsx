import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataScope, type RoleDataScopeBody, type RoleTreeNode, type SysRoleVo } from '@zcps/contracts';
import { ModalForm, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { roleApi } from './api';
import { CheckTree, withAncestors } from './CheckTree';

interface DataScopeFormProps {
  role: SysRoleVo | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Pick<RoleDataScopeBody, 'dataScope'>;

/** Which rows the role's holders see; the dept tree appears only for the custom scope. */
export function DataScopeForm({ role, onClose, onSaved }: DataScopeFormProps) {
  const { t } = useTranslation();
  const scopes = useDict('sys_data_scope');
  const [depts, setDepts] = useState<RoleTreeNode[]>([]);
  const [deptIds, setDeptIds] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const kit = useModalForm<Values>({
    open: role !== null,
    target: role,
    initialValues: (live) => {
      if (!role) return undefined;
      setLinked(role.deptCheckStrictly);
      setDeptIds([]);
      void roleApi.deptTree(role.roleId).then((res) => {
        if (!live()) return;
        setDepts(res.data.depts);
        // The server leaves out parents of checked depts when linked; the tree shows them half or fully checked.
        setDeptIds(
          role.deptCheckStrictly ? withAncestors(res.data.depts, res.data.checkedKeys) : res.data.checkedKeys,
        );
      });
      return { dataScope: role.dataScope as DataScope };
    },
    save: async ({ dataScope }) => {
      if (!role) return false;
      await roleApi.dataScope({
        roleId: role.roleId,
        dataScope,
        deptIds: dataScope === DataScope.CUSTOM ? deptIds : [],
        deptCheckStrictly: linked,
      });
      feedback().message.success(t('systemRole.editOk'));
    },
    onSaved,
    onClose,
  });
  const dataScope = Form.useWatch('dataScope', kit.form);

  return (
    <ModalForm
      kit={kit}
      title={t('systemRole.dataScopeTitle')}
      width={560}
      forceRender={false}
      testId="data-scope-form"
      formProps={{ layout: 'horizontal', labelCol: { span: 5 } }}
    >
      <Form.Item label={t('systemRole.roleName')}>
        <Input value={role?.roleName} disabled />
      </Form.Item>
      <Form.Item label={t('systemRole.roleKey')}>
        <Input value={role?.roleKey} disabled />
      </Form.Item>
      <Form.Item name="dataScope" label={t('systemRole.scopeKind')}>
        <Select
          data-testid="data-scope-select"
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
    </ModalForm>
  );
}
