import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GEN_TPL_CATEGORIES, type GenTableColumn, type MenuTreeNode, type Result } from '@zcps/contracts';
import { hintOf } from '../../../../components/crud';
import { http } from '../../../../lib/request';

interface MenuOption {
  value: number;
  title: string;
  children?: MenuOption[];
}

const toOptions = (nodes: MenuTreeNode[]): MenuOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.label, children: n.children && toOptions(n.children) }));

/** 生成信息: template, names of the generated feature, its menu, output; tree columns for a tree table. */
export function GenInfoFields({ columns }: { columns: GenTableColumn[] }) {
  const { t } = useTranslation();
  const tpl = Form.useWatch('tplCategory') as string | undefined;
  const menus = useQuery({
    queryKey: ['system/menu/treeselect'],
    queryFn: () => http.get<Result<MenuTreeNode[]>>('/system/menu/treeselect'),
  });
  const columnOptions = columns.map((c) => ({
    value: c.columnName,
    label: c.columnComment ? `${c.columnName}：${c.columnComment}` : c.columnName,
  }));
  const text = (name: string, label: string, help?: string) => (
    <Col span={12}>
      <Form.Item name={name} label={label} tooltip={help} rules={[{ required: true }]}>
        <Input placeholder={hintOf('input', label)} />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item name="tplCategory" label={t('codegen.tplCategory')} rules={[{ required: true }]}>
          <Select options={GEN_TPL_CATEGORIES.map((v) => ({ value: v, label: t(`codegen.tpl_${v}`) }))} />
        </Form.Item>
      </Col>
      {text('packageName', t('codegen.packageName'), t('codegen.packageHelp'))}
      {text('moduleName', t('codegen.moduleName'), t('codegen.moduleHelp'))}
      {text('businessName', t('codegen.businessName'), t('codegen.businessHelp'))}
      {text('functionName', t('codegen.functionName'), t('codegen.functionHelp'))}
      <Col span={12}>
        <Form.Item
          name={['options', 'parentMenuId']}
          label={t('codegen.parentMenu')}
          tooltip={t('codegen.parentMenuHelp')}
        >
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeData={toOptions(menus.data?.data ?? [])}
            placeholder={hintOf('select', t('codegen.parentMenu'))}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="genType" label={t('codegen.genType')}>
          <Radio.Group
            options={[
              { value: '0', label: t('codegen.genZip') },
              { value: '1', label: t('codegen.genPath') },
            ]}
          />
        </Form.Item>
      </Col>
      {tpl === 'tree' &&
        (['treeCode', 'treeParentCode', 'treeName'] as const).map((key) => (
          <Col span={12} key={key}>
            <Form.Item
              name={['options', key]}
              label={t(`codegen.${key}`)}
              tooltip={t('codegen.treeHelp')}
              rules={[{ required: true }]}
            >
              <Select options={columnOptions} placeholder={hintOf('select', t(`codegen.${key}`))} />
            </Form.Item>
          </Col>
        ))}
    </Row>
  );
}
