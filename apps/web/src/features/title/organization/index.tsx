import { useMemo, useState, type Key } from 'react';
import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrganizationPermission as P, type OrganizationVo } from '@zcps/contracts';
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
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { nestOrganizations, organizationApi } from './api';
import { OrgForm, type OrgFormTarget } from './OrgForm';

type OrgNode = OrganizationVo & { children?: OrgNode[] };

/** 评审组织: the organization tree as a table; add, add a child, edit (moves the subtree), delete, export. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const types = useDict('organization_type');
  const status = useDict('sys_normal_disable');
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [target, setTarget] = useState<OrgFormTarget | null>(null);
  const query = useQuery({
    queryKey: ['title/organization', filters],
    queryFn: () => organizationApi.list(toQueryParams(filters)),
    staleTime: 0,
  });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const tree = useMemo(() => nestOrganizations<OrgNode>(rows, (row) => ({ ...row })), [rows]);
  const withChildren = useMemo(
    () => rows.filter((r) => rows.some((c) => c.parentId === r.orgId)).map((r) => r.orgId),
    [rows],
  );
  // Until toggled, every branch is open, as after a search.
  const expandedKeys = expanded ?? withChildren;

  const remove = async (row: OrganizationVo) => {
    if (!(await confirmAction(t('titleOrg.confirmDeleteOrg', { name: row.orgName })))) return;
    await organizationApi.remove(row.orgId);
    feedback().message.success(t('crud.deleteOk'));
    await query.refetch();
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(organizationApi.exportUrl, toQueryParams(filters), 'organization.xlsx');
  };
  const saved = async (added: boolean) => {
    setTarget(null);
    feedback().message.success(t(added ? 'titleOrg.addOk' : 'titleOrg.editOk'));
    await query.refetch();
  };

  const columns: TableColumnsType<OrgNode> = [
    { title: t('titleOrg.orgName'), dataIndex: 'orgName', width: 280, ellipsis: true },
    { title: t('titleOrg.orgCode'), dataIndex: 'orgCode', width: 190 },
    {
      title: t('titleOrg.orgType'),
      dataIndex: 'orgType',
      width: 140,
      align: 'center',
      render: (value: string) => <DictTag options={types} value={value} />,
    },
    { title: t('titleOrg.contactName'), dataIndex: 'contactName', width: 110, ellipsis: true },
    { title: t('titleOrg.contactPhone'), dataIndex: 'contactPhone', width: 140 },
    { title: t('titleOrg.orderNum'), dataIndex: 'orderNum', width: 90, align: 'center' },
    {
      title: t('titleOrg.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    { title: t('titleOrg.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 240,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Auth perm={P.EDIT}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setTarget({ mode: 'edit', row })}
            >
              {t('titleOrg.edit')}
            </Button>
          </Auth>
          <Auth perm={P.ADD}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setTarget({ mode: 'add', parentId: row.orgId })}
            >
              {t('titleOrg.addChild')}
            </Button>
          </Auth>
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
        <Form.Item label={t('titleOrg.orgName')} name="orgName">
          <Input allowClear placeholder={hintOf('input', t('titleOrg.orgName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('titleOrg.orgType')} name="orgType">
          <Select
            allowClear
            placeholder={hintOf('select', t('titleOrg.orgType'))}
            style={{ width: 180 }}
            options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        <Form.Item label={t('titleOrg.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('titleOrg.status'))}
            style={{ width: 160 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void query.refetch()}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
            {t('titleOrg.add')}
          </Button>
        </Auth>
        <Button
          icon={<SwapOutlined rotate={90} />}
          onClick={() => setExpanded(expandedKeys.length ? [] : withChildren)}
        >
          {t('titleOrg.expandToggle')}
        </Button>
        <Auth perm={P.EXPORT}>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<OrgNode>
        rowKey="orgId"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 1450 }}
        expandable={{ expandedRowKeys: [...expandedKeys], onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      <OrgForm target={target} onClose={() => setTarget(null)} onSaved={(added) => void saved(added)} />
    </div>
  );
}
