import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildDeptTree, type PostCreate, type PostVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
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
  const [form] = Form.useForm<PostCreate>();
  const [saving, setSaving] = useState(false);
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

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
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
    );
  }, [open, row, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (row) await postApi.update({ ...values, postId: row.postId });
      else await postApi.add(values);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={row ? t('deptPost.editPost') : t('deptPost.addPost')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="post-form">
        <Form.Item name="deptId" label={t('deptPost.postDept')} rules={[{ required: true }]}>
          <TreeSelect
            treeData={depts.data ?? []}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            placeholder={hintOf('select', t('deptPost.postDept'))}
          />
        </Form.Item>
        <Form.Item
          name="postName"
          label={t('deptPost.postName')}
          rules={[{ required: true, whitespace: true, max: 50 }]}
        >
          <Input placeholder={hintOf('input', t('deptPost.postName'))} />
        </Form.Item>
        <Form.Item
          name="postCode"
          label={t('deptPost.postCode')}
          rules={[{ required: true, whitespace: true, max: 64 }]}
        >
          <Input placeholder={hintOf('input', t('deptPost.postCode'))} />
        </Form.Item>
        <Form.Item name="postCategory" label={t('deptPost.postCategory')} rules={[{ max: 100 }]}>
          <Input placeholder={hintOf('input', t('deptPost.postCategory'))} />
        </Form.Item>
        <Form.Item name="postSort" label={t('deptPost.postSort')} rules={[{ required: true }]}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('deptPost.status')}>
          <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('deptPost.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={hintOf('input', t('deptPost.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
