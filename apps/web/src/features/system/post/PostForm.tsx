import { Form, Input, InputNumber, Radio, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildDeptTree, postCreateSchema, type PostCreate, type PostVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { postApi } from './api';

interface PostFormProps {
  open: boolean;
  row: PostVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

interface DeptOption {
  value: number;
  title: string;
  children?: DeptOption[];
}

export function PostForm({ open, row, onClose, onSaved }: PostFormProps) {
  const { t } = useTranslation();
  const status = useDict('sys_normal_disable');
  const depts = useQuery({
    queryKey: ['system/post/depts'],
    queryFn: async () =>
      buildDeptTree<{ deptId: number; parentId: number; deptName: string }, DeptOption>(
        (await postApi.depts()).data,
        (d) => ({ value: d.deptId, title: d.deptName }),
      ),
    enabled: open,
  });
  const kit = useModalForm<PostCreate>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            deptId: row.deptId,
            postCode: row.postCode,
            postName: row.postName,
            postCategory: row.postCategory ?? undefined,
            postSort: row.postSort,
            status: row.status as PostCreate['status'],
            remark: row.remark ?? undefined,
          }
        : { postSort: 0, status: '0' },
    save: (values) => (row ? postApi.update({ ...values, postId: row.postId }) : postApi.add(values)),
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof PostCreate) => rulesFrom(postCreateSchema, field);

  return (
    <ModalForm kit={kit} title={row ? t('deptPost.editPost') : t('deptPost.addPost')} testId="post-form">
      <Form.Item name="deptId" label={t('deptPost.postDept')} rules={rules('deptId')}>
        <TreeSelect
          treeData={depts.data ?? []}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={hintOf('select', t('deptPost.postDept'))}
        />
      </Form.Item>
      <Form.Item name="postName" label={t('deptPost.postName')} rules={rules('postName')}>
        <Input placeholder={hintOf('input', t('deptPost.postName'))} />
      </Form.Item>
      <Form.Item name="postCode" label={t('deptPost.postCode')} rules={rules('postCode')}>
        <Input placeholder={hintOf('input', t('deptPost.postCode'))} />
      </Form.Item>
      <Form.Item name="postCategory" label={t('deptPost.postCategory')} rules={rules('postCategory')}>
        <Input placeholder={hintOf('input', t('deptPost.postCategory'))} />
      </Form.Item>
      <Form.Item name="postSort" label={t('deptPost.postSort')} rules={rules('postSort')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('deptPost.status')}>
        <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('deptPost.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} placeholder={hintOf('input', t('deptPost.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}
