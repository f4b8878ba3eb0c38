import { useMemo, useState, type Key } from 'react';
import { Button, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P, type WfCategoryVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  buildTree,
  confirmAction,
  hintOf,
  SearchForm,
  TableToolbar,
  toQueryParams,
} from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { categoryApi } from './api';
import { CategoryForm, type CategoryFormTarget } from './CategoryForm';

type CategoryNode = WfCategoryVo & { children?: CategoryNode[] };

/** 流程分类: the category tree as a table; add, add a child, edit (may move it), delete. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [target, setTarget] = useState<CategoryFormTarget | null>(null);
  const query = useQuery({
    queryKey: ['workflow/category', filters],
    queryFn: () => categoryApi.list(toQueryParams(filters)),
    staleTime: 0,
  });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const tree = useMemo(
    () => buildTree<WfCategoryVo, CategoryNode>(rows, 'categoryId', 'parentId', (r) => ({ ...r })),
    [rows],
  );
  const withChildren = useMemo(
    () => rows.filter((r) => rows.some((c) => c.parentId === r.categoryId)).map((r) => r.categoryId),
    [rows],
  );
  const expandedKeys = expanded ?? withChildren;

  const remove = async (row: WfCategoryVo) => {
    if (!(await confirmAction(t('workflow.confirmDeleteCategory', { name: row.categoryName })))) return;
    await categoryApi.remove([row.categoryId]);
    feedback().message.success(t('crud.deleteOk'));
    await query.refetch();
  };
  const saved = async (added: boolean) => {
    setTarget(null);
    feedback().message.success(t(added ? 'workflow.addOk' : 'workflow.editOk'));
    await query.refetch();
  };

  const columns: TableColumnsType<CategoryNode> = [
    { title: t('workflow.categoryName'), dataIndex: 'categoryName', width: 260, ellipsis: true },
    { title: t('workflow.categoryCode'), dataIndex: 'categoryCode', width: 180, ellipsis: true },
    { title: t('workflow.orderNum'), dataIndex: 'orderNum', width: 100, align: 'center' },
    { title: t('workflow.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 240,
      align: 'center',
      render: (_v, row) => (
        <Space size={0}>
          <Auth perm={P.CATEGORY_EDIT}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setTarget({ mode: 'edit', row })}
            >
              {t('workflow.edit')}
            </Button>
          </Auth>
          <Auth perm={P.CATEGORY_ADD}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setTarget({ mode: 'add', parentId: row.categoryId })}
            >
              {t('workflow.addChild')}
            </Button>
          </Auth>
          <Auth perm={P.CATEGORY_REMOVE}>
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
        <Form.Item label={t('workflow.categoryName')} name="categoryName">
          <Input
            allowClear
            placeholder={hintOf('input', t('workflow.categoryName'))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('workflow.categoryCode')} name="categoryCode">
          <Input
            allowClear
            placeholder={hintOf('input', t('workflow.categoryCode'))}
            style={{ width: 200 }}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void query.refetch()}>
        <Auth perm={P.CATEGORY_ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
            {t('workflow.add')}
          </Button>
        </Auth>
        <Button
          icon={<SwapOutlined rotate={90} />}
          onClick={() => setExpanded(expandedKeys.length ? [] : withChildren)}
        >
          {t('workflow.expandToggle')}
        </Button>
      </TableToolbar>
      <Table<CategoryNode>
        rowKey="categoryId"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 950 }}
        expandable={{ expandedRowKeys: [...expandedKeys], onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      <CategoryForm
        target={target}
        rows={rows}
        onClose={() => setTarget(null)}
        onSaved={(added) => void saved(added)}
      />
    </div>
  );
}
