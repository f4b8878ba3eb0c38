import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { wfCategoryCreateSchema, type WfCategoryCreate, type WfCategoryVo } from '@zcps/contracts';
import { buildTree, hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { categoryApi } from './api';

/** What the form opens on: a category to edit, or the parent of a new one. */
export type CategoryFormTarget = { mode: 'edit'; row: WfCategoryVo } | { mode: 'add'; parentId?: number };

interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

/** Parent choices: the top level, then the tree without the edited category's own subtree. */
export function parentOptions(rows: readonly WfCategoryVo[], editing: WfCategoryVo | null, top: string) {
  const below = new Set<number>();
  if (editing) {
    below.add(editing.categoryId);
    let grew = true;
    while (grew) {
      grew = false;
      for (const r of rows)
        if (below.has(r.parentId) && !below.has(r.categoryId)) {
          below.add(r.categoryId);
          grew = true;
        }
    }
  }
  const tree = buildTree<WfCategoryVo, ParentOption>(
    rows.filter((r) => !below.has(r.categoryId)),
    'categoryId',
    'parentId',
    (r) => ({ value: r.categoryId, title: r.categoryName }),
  );
  return [{ value: 0, title: top, children: tree }];
}

export function CategoryForm({
  target,
  rows,
  onClose,
  onSaved,
}: {
  target: CategoryFormTarget | null;
  rows: readonly WfCategoryVo[];
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const editing = target?.mode === 'edit' ? target.row : null;
  const kit = useModalForm<WfCategoryCreate>({
    open: target !== null,
    target,
    initialValues: () =>
      editing
        ? {
            parentId: editing.parentId,
            categoryName: editing.categoryName,
            categoryCode: editing.categoryCode,
            orderNum: editing.orderNum,
          }
        : { parentId: target?.mode === 'add' ? (target.parentId ?? 0) : 0, orderNum: 0 },
    save: (values) =>
      editing ? categoryApi.update({ ...values, categoryId: editing.categoryId }) : categoryApi.add(values),
    onSaved: () => onSaved(!editing),
    onClose,
  });
  const rules = (field: keyof WfCategoryCreate) => rulesFrom(wfCategoryCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={editing ? t('workflow.editCategory') : t('workflow.addCategory')}
      testId="wf-category-form"
      formProps={{ name: 'wfCategory' }}
    >
      <Form.Item name="parentId" label={t('workflow.parentCategory')} rules={rules('parentId')}>
        <TreeSelect
          treeData={parentOptions(rows, editing, t('workflow.topCategory'))}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item name="categoryName" label={t('workflow.categoryName')} rules={rules('categoryName')}>
        <Input placeholder={hintOf('input', t('workflow.categoryName'))} />
      </Form.Item>
      <Form.Item name="categoryCode" label={t('workflow.categoryCode')} rules={rules('categoryCode')}>
        <Input placeholder={hintOf('input', t('workflow.categoryCode'))} />
      </Form.Item>
      <Form.Item name="orderNum" label={t('workflow.orderNum')} rules={rules('orderNum')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </ModalForm>
  );
}
