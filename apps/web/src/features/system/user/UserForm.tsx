import { useEffect, useState } from 'react';
import { Col, Form, Input, Modal, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PostOption, RoleOption, UserCreateBody } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { userApi, type DeptNode } from './api';

const MOBILE = /^1[3-9]\d{9}$/;

/** What the dialog edits: null closed, 0 a new user, else that user's id. */
export type UserTarget = number | null;

interface UserFormProps {
  target: UserTarget;
  depts: DeptNode[];
  onClose: () => void;
  onSaved: () => void;
}

type Values = UserCreateBody & { userId?: number };

export function UserForm({ target, depts, onClose, onSaved }: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [posts, setPosts] = useState<PostOption[]>([]);
  const sexDict = useDict('sys_user_sex');
  const statusDict = useDict('sys_normal_disable');
  const passwordLength = useUserStore((s) => s.passwordLength);
  const editing = target !== null && target !== 0;
  const required = (field: string) => ({ required: true, message: t('userAdmin.required', { field }) });

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    void userApi.form(target || undefined).then((res) => {
      setRoles(res.data.roles);
      setPosts(res.data.posts);
      if (res.data.user) {
        const { user } = res.data;
        form.setFieldsValue({
          userId: user.userId,
          deptId: user.deptId,
          userName: user.userName,
          nickName: user.nickName,
          email: user.email,
          phonenumber: user.phonenumber,
          sex: user.sex as Values['sex'],
          status: user.status as Values['status'],
          remark: user.remark,
          roleIds: res.data.roleIds,
          postIds: res.data.postIds,
        });
      } else form.setFieldsValue({ sex: '0', status: '0', roleIds: [], postIds: [] });
    });
  }, [target, form]);

  const submit = async () => {
    // The form shows what is missing; a rejected validation needs no other handling.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (editing) {
        const body: Partial<Values> = { ...values };
        delete body.password;
        await userApi.update({ ...(body as Values), userId: target });
      } else await userApi.create(values);
      feedback().message.success(t('userAdmin.saveOk'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={editing ? t('userAdmin.editTitle') : t('userAdmin.addTitle')}
      width={640}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 6 }} preserve={false}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              label={t('userAdmin.nickName')}
              name="nickName"
              rules={[required(t('userAdmin.nickName'))]}
            >
              <Input maxLength={30} placeholder={hintOf('input', t('userAdmin.nickName'))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('userAdmin.dept')} name="deptId">
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                treeData={depts}
                fieldNames={{ label: 'label', value: 'id', children: 'children' }}
                placeholder={hintOf('select', t('userAdmin.dept'))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={t('userAdmin.phonenumber')}
              name="phonenumber"
              rules={[{ pattern: MOBILE, message: t('userAdmin.phoneFormat') }]}
            >
              <Input maxLength={11} placeholder={hintOf('input', t('userAdmin.phonenumber'))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={t('userAdmin.email')}
              name="email"
              rules={[{ type: 'email', message: t('userAdmin.emailFormat') }]}
            >
              <Input maxLength={50} placeholder={hintOf('input', t('userAdmin.email'))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={t('userAdmin.userName')}
              name="userName"
              rules={[required(t('userAdmin.userName')), { min: 2, max: 30 }]}
            >
              <Input
                disabled={editing}
                maxLength={30}
                placeholder={hintOf('input', t('userAdmin.userName'))}
              />
            </Form.Item>
          </Col>
          {!editing && (
            <Col span={12}>
              <Form.Item
                label={t('userAdmin.password')}
                name="password"
                rules={[
                  required(t('userAdmin.password')),
                  { ...passwordLength, message: t('userAdmin.passwordLength', passwordLength) },
                ]}
              >
                <Input.Password
                  maxLength={passwordLength.max}
                  placeholder={hintOf('input', t('userAdmin.password'))}
                />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item label={t('userAdmin.sex')} name="sex">
              <Select options={sexDict.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('userAdmin.status')} name="status">
              <Radio.Group options={statusDict.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('userAdmin.posts')} name="postIds">
              <Select
                mode="multiple"
                allowClear
                placeholder={hintOf('select', t('userAdmin.posts'))}
                options={posts.map((p) => ({
                  value: p.postId,
                  label: p.postName,
                  disabled: p.status === '1',
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('userAdmin.roles')} name="roleIds">
              <Select
                mode="multiple"
                allowClear
                placeholder={hintOf('select', t('userAdmin.roles'))}
                options={roles.map((r) => ({
                  value: r.roleId,
                  label: r.roleName,
                  disabled: r.status === '1',
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('userAdmin.remark')} name="remark" labelCol={{ span: 3 }}>
              <Input.TextArea maxLength={500} rows={3} placeholder={hintOf('input', t('userAdmin.remark'))} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
