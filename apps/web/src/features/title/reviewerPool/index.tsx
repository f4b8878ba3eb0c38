import { Button, Form, Input, Select, type TableColumnsType } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReviewerPoolPermission as P, type ReviewerPoolVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  CrudTable,
  CrudToolbar,
  DictTag,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { useSeriesOptions } from '../reviewer/api';
import { poolApi, poolDetailPath, POOL_BASE } from './api';
import { PoolForm } from './PoolForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** 专家库: pools per series and level with their term; the detail page holds members and draw statistics. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const levels = useDict('title_level');
  const status = useDict('sys_normal_disable');
  const series = useSeriesOptions();
  const crud = useCrudPage<ReviewerPoolVo>({
    key: 'title/reviewer-pool',
    url: `${POOL_BASE}/list`,
    rowKey: 'poolId',
    remove: poolApi.remove,
    exportUrl: poolApi.exportUrl,
    exportFile: 'reviewer_pool.xlsx',
    savedMessages: { add: 'reviewerPool.addOk', edit: 'reviewerPool.editOk' },
  });
  const { list } = crud;

  const columns: TableColumnsType<ReviewerPoolVo> = [
    {
      title: t('reviewerPool.poolName'),
      dataIndex: 'poolName',
      width: 220,
      ellipsis: true,
      sorter: true,
      render: (name: string, row) => <Link to={poolDetailPath(row.poolId)}>{name}</Link>,
    },
    { title: t('reviewerPool.series'), dataIndex: 'seriesName', width: 150, ellipsis: true },
    {
      title: t('reviewerPool.titleLevel'),
      dataIndex: 'titleLevel',
      width: 100,
      align: 'center',
      sorter: true,
      render: (v: string) => <DictTag options={levels} value={v} />,
    },
    { title: t('reviewerPool.organization'), dataIndex: 'orgName', width: 180, ellipsis: true },
    { title: t('reviewerPool.termStart'), dataIndex: 'termStart', width: 110, align: 'center', sorter: true },
    { title: t('reviewerPool.termEnd'), dataIndex: 'termEnd', width: 110, align: 'center', sorter: true },
    { title: t('reviewerPool.members'), dataIndex: 'memberCount', width: 80, align: 'center' },
    { title: t('reviewerPool.available'), dataIndex: 'availableCount', width: 80, align: 'center' },
    {
      title: t('reviewerPool.status'),
      dataIndex: 'status',
      width: 80,
      align: 'center',
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 230,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('reviewerPool.edit')}>
          <Auth perm={P.QUERY}>
            <Button
              type="link"
              size="small"
              icon={<ProfileOutlined />}
              onClick={() => void navigate(poolDetailPath(row.poolId))}
            >
              {t('reviewerPool.detail')}
            </Button>
          </Auth>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewerPool.poolName')} name="poolName">
          <Input
            allowClear
            placeholder={hintOf('input', t('reviewerPool.poolName'))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('reviewerPool.series')} name="seriesId">
          <Select allowClear showSearch optionFilterProp="label" options={series} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('reviewerPool.titleLevel')} name="titleLevel">
          <Select
            allowClear
            options={levels.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            style={{ width: 120 }}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('reviewerPool.add')}
        editLabel={t('reviewerPool.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1400} />
      <PoolForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}
