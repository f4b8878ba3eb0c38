import { useMemo, useState, type Key } from 'react';
import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildDeptTree, DeptPermission as P, type DeptVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  DictTag,
  hintOf,
  SearchForm,
  TableToolbar,
  toQueryParams,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { deptApi } from './api';
import { DeptForm, type DeptFormTarget } from './DeptForm';

type DeptNode = DeptVo & { children?: DeptNode[] };

/** 部门管理: the dept tree as a table; add, add a child, edit (moves the subtree), delete. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('sys_normal_disable');
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [target, setTarget] = useState<DeptFormTarget | null>(null);
  const query = useQuery({
    queryKey: ['system/dept', filters],
    queryFn: () => deptApi.list(toQueryParams(filters)),
    staleTime: 0,
  });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const tree = useMemo(() => buildDeptTree<DeptVo, DeptNode>(rows, (row) => ({ ...row })), [rows]);
  const withChildren = useMemo(
    () => rows.filter((r) => rows.some((c) => c.parentId === r.deptId)).map((r) => r.deptId),
    [rows],
  );
  // Until toggled, every branch is open, as after a search.
  const expandedKeys = expanded ?? withChildren;

  const remove = async (row: DeptVo) => {
    if (!(await confirmAction(t('deptPost.confirmDeleteDept', { name: row.deptName })))) return;
    await deptApi.remove(row.deptId);
    feedback().message.success(t('crud.deleteOk'));
    await query.refetch();
  };
  const saved = async (added: boolean) => {
    setTarget(null);
    feedback().message.success(t(added ? 'deptPost.addOk' : 'deptPost.editOk'));
    await query.refetch();
  };

  const columns: TableColumnsType<DeptNode> = [
    { title: t('deptPost.deptName'), dataIndex: 'deptName', width: 260, ellipsis: true },
    { title: t('deptPost.deptCategory'), dataIndex: 'deptCategory', width: 140, ellipsis: true },
    { title: t('deptPost.orderNum'), dataIndex: 'orderNum', width: 100, align: 'center' },
    { title: t('deptPost.leader'), dataIndex: 'leaderName', width: 120, ellipsis: true },
    {
      title: t('deptPost.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    { title: t('deptPost.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 240,
      align: 'center',
      render: (_v, row) => (
        <Space size={0}>
          <Auth perm={P.EDIT}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setTarget({ mode: 'edit', row })}
            >
              {t('deptPost.edit')}
            </Button>
          </Auth>
          <Auth perm={P.ADD}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setTarget({ mode: 'add', parentId: row.deptId })}
            >
              {t('deptPost.addChild')}
            </Button>
          </Auth>
          {row.parentId !== 0 && (
            <Auth perm={P.REMOVE}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => void remove(row)}
              >
                {t('crud.delete')}
              </Button>
            </Auth>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm
        form={form}
        onSearch={(values) => {
          setExpanded(null);
          setFilters(values as Record<string, unknown>);
        }}
        onReset={() => setFilters({})}
      >
        <Form.Item label={t('deptPost.deptName')} name="deptName">
          <Input allowClear placeholder={hintOf('input', t('deptPost.deptName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('deptPost.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('deptPost.status'))}
            style={{ width: 160 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void query.refetch()}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
            {t('deptPost.add')}
          </Button>
        </Auth>
        <Button
          icon={<SwapOutlined rotate={90} />}
          onClick={() => setExpanded(expandedKeys.length ? [] : withChildren)}
        >
          {t('deptPost.expandToggle')}
        </Button>
      </TableToolbar>
      <Table<DeptNode>
        rowKey="deptId"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 1130 }}
        expandable={{ expandedRowKeys: [...expandedKeys], onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      <DeptForm target={target} onClose={() => setTarget(null)} onSaved={(added) => void saved(added)} />
    </div>
  );
}
