import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuBodySchema, type MenuBody, type MenuVo } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { IconPicker } from '../../../components/IconPicker';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { menuApi } from './api';
import { fieldsOf, parentOptions, type MenuNode } from './menu-tree';

const HTTP_LINK = /^https?:\/\//i;

/** What the dialog edits: an existing menu, or a new one (optionally under a given parent). */
export type MenuTarget = { menu: MenuVo } | { parentId: number };

interface MenuFormProps {
  target: MenuTarget | null;
  tree: MenuNode[];
  onClose: () => void;
  onSaved: () => void;
}

const DEFAULTS: Partial<MenuBody> = {
  menuType: 'M',
  orderNum: 0,
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
};

export function MenuForm({ target, tree, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation();
  const visibleDict = useDict('sys_show_hide');
  const statusDict = useDict('sys_normal_disable');
  const editing = target && 'menu' in target ? target.menu : null;
  const kit = useModalForm<MenuBody>({
    open: !!target,
    target,
    initialValues: () =>
      target && 'menu' in target
        ? // The detail answers the stored (Chinese) name, so the English console does not save a translation.
          menuApi.get(target.menu.menuId).then((res) => res.data as MenuBody)
        : { ...DEFAULTS, parentId: target?.parentId },
    save: async (values) => {
      if (editing) await menuApi.update({ ...values, menuId: editing.menuId });
      else await menuApi.add(values);
      feedback().message.success(t('menuAdmin.saved'));
    },
    onSaved,
    onClose,
  });
  const menuType = Form.useWatch('menuType', kit.form);
  const isFrame = Form.useWatch('isFrame', kit.form);
  const path = Form.useWatch('path', kit.form);
  // Until the dialog fills the form, the watched type is undefined: show the fields of the type to come.
  const fields = fieldsOf(menuType ?? editing?.menuType ?? DEFAULTS.menuType);
  const parents = useMemo(
    () => parentOptions(tree, t('menuAdmin.root'), editing?.menuId),
    [tree, t, editing?.menuId],
  );
  const isLink = isFrame === '0' || HTTP_LINK.test(path ?? '');
  const rules = (field: keyof MenuBody, options?: RulesOptions) => rulesFrom(menuBodySchema, field, options);

  const radios = (options: { value: string; label: string }[]) => (
    <Radio.Group options={options} optionType="default" />
  );
  const yesNo = [
    { value: '0', label: t('menuAdmin.yes') },
    { value: '1', label: t('menuAdmin.no') },
  ];

  return (
    <ModalForm
      kit={kit}
      title={editing ? t('menuAdmin.editTitle') : t('menuAdmin.addTitle')}
      width={760}
      testId="menu-form"
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="parentId"
            label={t('menuAdmin.parentId')}
            rules={rules('parentId', { required: true })}
          >
            <TreeSelect
              treeData={parents}
              treeDefaultExpandedKeys={[0]}
              showSearch
              treeNodeFilterProp="title"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="menuType" label={t('menuAdmin.menuType')}>
            {radios([
              { value: 'M', label: t('menuAdmin.typeM') },
              { value: 'C', label: t('menuAdmin.typeC') },
              { value: 'F', label: t('menuAdmin.typeF') },
            ])}
          </Form.Item>
        </Col>
        {fields.has('icon') && (
          <Col span={24}>
            <Form.Item name="icon" label={t('menuAdmin.icon')}>
              <IconPicker aria-label={t('menuAdmin.icon')} />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item
            name="menuName"
            label={t('menuAdmin.menuName')}
            rules={rules('menuName', { whitespace: false })}
          >
            <Input data-testid="menu-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="menuNameEn" label={t('menuAdmin.menuNameEn')} rules={rules('menuNameEn')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="orderNum" label={t('menuAdmin.orderNum')} rules={rules('orderNum')}>
            <InputNumber min={0} max={99999} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {fields.has('isFrame') && (
          <Col span={12}>
            <Form.Item name="isFrame" label={t('menuAdmin.isFrame')}>
              {radios(yesNo)}
            </Form.Item>
          </Col>
        )}
        {fields.has('path') && (
          <Col span={12}>
            <Form.Item
              name="path"
              label={t('menuAdmin.path')}
              tooltip={t('menuAdmin.pathHelp')}
              rules={[
                ...rules('path', { required: true, whitespace: false }),
                {
                  validator: async (_r, value: string | undefined) => {
                    if (isFrame === '0' && value && !HTTP_LINK.test(value))
                      throw new Error(t('menuAdmin.linkInvalid'));
                  },
                },
              ]}
            >
              <Input data-testid="menu-path" />
            </Form.Item>
          </Col>
        )}
        {fields.has('component') && (
          <Col span={12}>
            <Form.Item
              name="component"
              label={t('menuAdmin.component')}
              tooltip={t('menuAdmin.componentHelp')}
              rules={rules('component', { required: !isLink, whitespace: false })}
            >
              <Input data-testid="menu-component" />
            </Form.Item>
          </Col>
        )}
        {fields.has('perms') && (
          <Col span={12}>
            <Form.Item
              name="perms"
              label={t('menuAdmin.perms')}
              tooltip={t('menuAdmin.permsHelp')}
              rules={rules('perms', { message: t('menuAdmin.permsInvalid') })}
            >
              <Input data-testid="menu-perms" />
            </Form.Item>
          </Col>
        )}
        {fields.has('queryParam') && (
          <Col span={12}>
            <Form.Item
              name="queryParam"
              label={t('menuAdmin.queryParam')}
              tooltip={t('menuAdmin.queryHelp')}
              rules={rules('queryParam')}
            >
              <Input />
            </Form.Item>
          </Col>
        )}
        {fields.has('isCache') && (
          <Col span={12}>
            <Form.Item name="isCache" label={t('menuAdmin.isCache')}>
              {radios([
                { value: '0', label: t('menuAdmin.cache') },
                { value: '1', label: t('menuAdmin.noCache') },
              ])}
            </Form.Item>
          </Col>
        )}
        {fields.has('visible') && (
          <Col span={12}>
            <Form.Item name="visible" label={t('menuAdmin.visible')}>
              {radios(visibleDict.map((d) => ({ value: d.dictValue, label: d.dictLabel })))}
            </Form.Item>
          </Col>
        )}
        {fields.has('status') && (
          <Col span={12}>
            <Form.Item name="status" label={t('menuAdmin.status')}>
              {radios(statusDict.map((d) => ({ value: d.dictValue, label: d.dictLabel })))}
            </Form.Item>
          </Col>
        )}
      </Row>
    </ModalForm>
  );
}
