import { useMemo, useState, type Key } from 'react';
import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MenuPermission as P, type MenuVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction, DictTag, hintOf, SearchForm, TableToolbar } from '../../../components/crud';
import { MenuIcon } from '../../../components/icon-map';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { menuApi } from './api';
import { MenuForm, type MenuTarget } from './MenuForm';
import { toMenuTree, type MenuNode } from './menu-tree';

interface MenuFilters {
  menuName?: string;
  status?: string;
}

function allIds(nodes: readonly MenuNode[]): Key[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.menuId, ...allIds(n.children)] : []));
}

/** 菜单管理: the menu tree with search, add (top level or child), edit and delete. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFilters>();
  const [filters, setFilters] = useState<MenuFilters>({});
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [target, setTarget] = useState<MenuTarget | null>(null);
  const status = useDict('sys_normal_disable');
  const visible = useDict('sys_show_hide');
  const list = useQuery({
    queryKey: ['system/menu', filters],
    queryFn: () => menuApi.list(filters),
  });
  const tree = useMemo(() => toMenuTree(list.data?.data ?? []), [list.data]);
  const typeLabel: Record<string, string> = {
    M: t('menuAdmin.typeM'),
    C: t('menuAdmin.typeC'),
    F: t('menuAdmin.typeF'),
  };

  const search = (values: MenuFilters) => {
    setFilters({ menuName: values.menuName?.trim() || undefined, status: values.status || undefined });
  };
  const toggleAll = () => setExpanded(expanded.length ? [] : allIds(tree));
  const saved = () => {
    setTarget(null);
    void list.refetch();
  };
  const remove = async (menu: MenuVo) => {
    if (!(await confirmAction(t('menuAdmin.confirmDelete', { name: menu.menuName })))) return;
    await menuApi.remove(menu.menuId);
    feedback().message.success(t('crud.deleteOk'));
    await list.refetch();
  };

  const columns: TableColumnsType<MenuNode> = [
    { title: t('menuAdmin.menuName'), dataIndex: 'menuName', width: 220, ellipsis: true },
    {
      title: t('menuAdmin.icon'),
      dataIndex: 'icon',
      width: 70,
      align: 'center',
      render: (icon: string) => (icon && icon !== '#' ? <MenuIcon name={icon} /> : null),
    },
    {
      title: t('menuAdmin.menuType'),
      dataIndex: 'menuType',
      width: 80,
      align: 'center',
      render: (type: string) => typeLabel[type] ?? type,
    },
    { title: t('menuAdmin.orderNum'), dataIndex: 'orderNum', width: 70, align: 'center' },
    { title: t('menuAdmin.perms'), dataIndex: 'perms', width: 200, ellipsis: true },
    { title: t('menuAdmin.component'), dataIndex: 'component', width: 200, ellipsis: true },
    {
      title: t('menuAdmin.visible'),
      dataIndex: 'visible',
      width: 80,
      align: 'center',
      render: (value: string) => <DictTag options={visible} value={value} />,
    },
    {
      title: t('menuAdmin.status'),
      dataIndex: 'status',
      width: 80,
      align: 'center',
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    { title: t('menuAdmin.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 220,
      align: 'center',
      fixed: 'right',
      render: (_v, menu) => (
        <Space size={0}>
          <Auth perm={P.EDIT}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setTarget({ menu })}>
              {t('menuAdmin.edit')}
            </Button>
          </Auth>
          {menu.menuType !== 'F' && (
            <Auth perm={P.ADD}>
              <Button
                type="link"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setTarget({ parentId: menu.menuId })}
              >
                {t('menuAdmin.addChild')}
              </Button>
            </Auth>
          )}
          <Auth perm={P.REMOVE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => void remove(menu)}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={search} onReset={() => search({})}>
        <Form.Item label={t('menuAdmin.menuName')} name="menuName">
          <Input allowClear placeholder={hintOf('input', t('menuAdmin.menuName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('menuAdmin.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('menuAdmin.status'))}
            style={{ width: 160 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refetch()}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ parentId: 0 })}>
            {t('menuAdmin.add')}
          </Button>
        </Auth>
        <Button icon={<SwapOutlined rotate={90} />} onClick={toggleAll}>
          {t('menuAdmin.expand')}
        </Button>
      </TableToolbar>
      <Table<MenuNode>
        rowKey="menuId"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 1400 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
      />
      <MenuForm target={target} tree={tree} onClose={() => setTarget(null)} onSaved={saved} />
    </div>
  );
}
