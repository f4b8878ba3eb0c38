import { useState } from 'react';
import { Form, Input, InputNumber, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildDeptTree, deptCreateSchema, type DeptCreate, type DeptVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { deptApi } from './api';

/** What the form opens on: a dept to edit, or the parent of a new one. */
export type DeptFormTarget = { mode: 'edit'; row: DeptVo } | { mode: 'add'; parentId?: number };

interface DeptFormProps {
  target: DeptFormTarget | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

export function DeptForm({ target, onClose, onSaved }: DeptFormProps) {
  const { t } = useTranslation();
  const [parents, setParents] = useState<ParentOption[]>([]);
  const status = useDict('sys_normal_disable');
  const editing = target?.mode === 'edit' ? target.row : null;
  const isTop = editing?.parentId === 0;
  const kit = useModalForm<DeptCreate>({
    open: target !== null,
    target,
    initialValues: () => {
      const load = editing ? deptApi.parentChoices(editing.deptId) : deptApi.list({});
      void load.then((res) =>
        setParents(
          buildDeptTree<DeptVo, ParentOption>(res.data, (d) => ({ value: d.deptId, title: d.deptName })),
        ),
      );
      return editing
        ? {
            parentId: editing.parentId,
            deptName: editing.deptName,
            deptCategory: editing.deptCategory ?? undefined,
            orderNum: editing.orderNum,
            phone: editing.phone ?? undefined,
            email: editing.email ?? undefined,
            status: editing.status as DeptCreate['status'],
          }
        : { parentId: target?.mode === 'add' ? target.parentId : undefined, orderNum: 0, status: '0' };
    },
    // The form has no leader picker: an edit keeps the leader the dept has.
    save: (values) =>
      editing
        ? deptApi.update({
            ...values,
            parentId: values.parentId ?? editing.parentId,
            leader: editing.leader,
            deptId: editing.deptId,
          })
        : deptApi.add(values),
    onSaved: () => onSaved(!editing),
    onClose,
  });
  const rules = (field: keyof DeptCreate) => rulesFrom(deptCreateSchema, field);

  return (
    <ModalForm kit={kit} title={editing ? t('deptPost.editDept') : t('deptPost.addDept')} testId="dept-form">
      {!isTop && (
        <Form.Item name="parentId" label={t('deptPost.parentDept')} rules={rules('parentId')}>
          <TreeSelect
            treeData={parents}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            placeholder={hintOf('select', t('deptPost.parentDept'))}
          />
        </Form.Item>
      )}
      <Form.Item name="deptName" label={t('deptPost.deptName')} rules={rules('deptName')}>
        <Input placeholder={hintOf('input', t('deptPost.deptName'))} />
      </Form.Item>
      <Form.Item name="deptCategory" label={t('deptPost.deptCategory')} rules={rules('deptCategory')}>
        <Input placeholder={hintOf('input', t('deptPost.deptCategory'))} />
      </Form.Item>
      <Form.Item name="orderNum" label={t('deptPost.orderNum')} rules={rules('orderNum')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('deptPost.phone')}
        rules={rulesFrom(deptCreateSchema, 'phone', { message: t('deptPost.phoneRule') })}
      >
        <Input maxLength={11} placeholder={hintOf('input', t('deptPost.phone'))} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('deptPost.email')}
        rules={rulesFrom(deptCreateSchema, 'email', { message: t('deptPost.emailRule') })}
      >
        <Input placeholder={hintOf('input', t('deptPost.email'))} />
      </Form.Item>
      <Form.Item name="status" label={t('deptPost.status')}>
        <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
    </ModalForm>
  );
}
