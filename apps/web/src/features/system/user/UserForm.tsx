import { useState } from 'react';
import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { userCreateSchema, type PostOption, type RoleOption, type UserCreateBody } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { userApi, type DeptNode } from './api';

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
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [posts, setPosts] = useState<PostOption[]>([]);
  const sexDict = useDict('sys_user_sex');
  const statusDict = useDict('sys_normal_disable');
  const passwordLength = useUserStore((s) => s.passwordLength);
  const editing = target !== null && target !== 0;
  const kit = useModalForm<Values>({
    open: target !== null,
    target,
    initialValues: () =>
      userApi.form(target || undefined).then((res): Partial<Values> => {
        setRoles(res.data.roles);
        setPosts(res.data.posts);
        if (!res.data.user) return { sex: '0', status: '0', roleIds: [], postIds: [] };
        const { user } = res.data;
        return {
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
        };
      }),
    save: async (values) => {
      if (editing) {
        const body: Partial<Values> = { ...values };
        delete body.password;
        await userApi.update({ ...(body as Values), userId: target });
      } else await userApi.create(values);
      feedback().message.success(t('userAdmin.saveOk'));
    },
    onSaved,
    onClose,
  });
  // The required messages name the field; blank text is left to the server, as the screen always did.
  const rules = (field: keyof UserCreateBody, options?: RulesOptions) =>
    rulesFrom(userCreateSchema, field, { whitespace: false, ...options });
  const required = (field: string) => ({ requiredMessage: t('userAdmin.required', { field }) });

  return (
    <ModalForm
      kit={kit}
      title={editing ? t('userAdmin.editTitle') : t('userAdmin.addTitle')}
      width={640}
      forceRender={false}
      formProps={{ layout: 'horizontal', labelCol: { span: 6 }, preserve: false }}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            label={t('userAdmin.nickName')}
            name="nickName"
            rules={rules('nickName', required(t('userAdmin.nickName')))}
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
            rules={rules('phonenumber', { message: t('userAdmin.phoneFormat') })}
          >
            <Input maxLength={11} placeholder={hintOf('input', t('userAdmin.phonenumber'))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label={t('userAdmin.email')}
            name="email"
            rules={rules('email', { message: t('userAdmin.emailFormat') })}
          >
            <Input maxLength={50} placeholder={hintOf('input', t('userAdmin.email'))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label={t('userAdmin.userName')}
            name="userName"
            rules={rules('userName', required(t('userAdmin.userName')))}
          >
            <Input disabled={editing} maxLength={30} placeholder={hintOf('input', t('userAdmin.userName'))} />
          </Form.Item>
        </Col>
        {!editing && (
          <Col span={12}>
            <Form.Item
              label={t('userAdmin.password')}
              name="password"
              rules={[
                // The lengths are the tenant's policy (getInfo), not the schema's.
                { required: true, message: t('userAdmin.required', { field: t('userAdmin.password') }) },
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
    </ModalForm>
  );
}
