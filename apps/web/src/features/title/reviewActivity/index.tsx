import { Button, Form, Input, InputNumber, Select, type TableColumnsType } from 'antd';
import { PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ActivityStatus, ReviewActivityPermission as P, type ReviewActivityVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
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
import { feedback } from '../../../lib/feedback';
import { useSeriesOptions } from '../reviewer/api';
import { ActivityForm } from './ActivityForm';
import { ACTIVITY_BASE, activityApi } from './api';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };
const ratio = (num: number, den: number) => `${num}/${den}`;

/** 评审活动: the year's review of a series, its window and rules; start and end it. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('review_activity_status');
  const levels = useDict('title_level');
  const series = useSeriesOptions();
  const crud = useCrudPage<ReviewActivityVo>({
    key: ACTIVITY_BASE,
    url: `${ACTIVITY_BASE}/list`,
    rowKey: 'activityId',
    remove: activityApi.remove,
    exportUrl: activityApi.exportUrl,
    exportFile: 'review_activity.xlsx',
    savedMessages: { add: 'reviewActivity.addOk', edit: 'reviewActivity.editOk' },
  });
  const { list } = crud;

  const move = async (row: ReviewActivityVo, verb: 'start' | 'end') => {
    const question = t(verb === 'start' ? 'reviewActivity.confirmStart' : 'reviewActivity.confirmEnd', {
      name: row.activityName,
    });
    if (!(await confirmAction(question))) return;
    await activityApi[verb](row.activityId);
    feedback().message.success(t(verb === 'start' ? 'reviewActivity.started' : 'reviewActivity.ended'));
    await list.refresh();
  };

  const columns: TableColumnsType<ReviewActivityVo> = [
    { title: t('reviewActivity.name'), dataIndex: 'activityName', width: 240, ellipsis: true, sorter: true },
    { title: t('reviewActivity.year'), dataIndex: 'reviewYear', width: 90, align: 'center', sorter: true },
    { title: t('reviewActivity.series'), dataIndex: 'seriesName', width: 130, ellipsis: true },
    {
      title: t('reviewActivity.levels'),
      dataIndex: 'titleLevels',
      width: 150,
      render: (values: string[]) => values.map((v) => <DictTag key={v} options={levels} value={v} />),
    },
    { title: t('reviewActivity.declareStart'), dataIndex: 'declareStart', width: 165, sorter: true },
    { title: t('reviewActivity.declareEnd'), dataIndex: 'declareEnd', width: 165, sorter: true },
    {
      title: t('reviewActivity.committeePass'),
      key: 'pass',
      width: 110,
      align: 'center',
      render: (_v, r) => ratio(r.committeePassNum, r.committeePassDen),
    },
    {
      title: t('reviewActivity.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    {
      title: t('reviewActivity.assignment'),
      dataIndex: 'assignmentStatus',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    {
      title: t('reviewActivity.defense'),
      dataIndex: 'defenseStatus',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    { title: t('reviewActivity.declarations'), dataIndex: 'declarationCount', width: 80, align: 'center' },
    { title: t('reviewActivity.live'), dataIndex: 'liveCount', width: 80, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 260,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          crud={crud}
          row={row}
          perms={perms}
          editLabel={t('reviewActivity.edit')}
          editDisabled={row.status === ActivityStatus.ENDED}
          removeDisabled={row.status !== ActivityStatus.NOT_STARTED}
        >
          {row.status === ActivityStatus.NOT_STARTED && (
            <Auth perm={P.START}>
              <Button
                type="link"
                size="small"
                icon={<PlayCircleOutlined />}
                onClick={() => void move(row, 'start')}
              >
                {t('reviewActivity.start')}
              </Button>
            </Auth>
          )}
          {row.status === ActivityStatus.IN_PROGRESS && (
            <Auth perm={P.END}>
              <Button type="link" size="small" icon={<StopOutlined />} onClick={() => void move(row, 'end')}>
                {t('reviewActivity.end')}
              </Button>
            </Auth>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewActivity.name')} name="activityName">
          <Input allowClear placeholder={hintOf('input', t('reviewActivity.name'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('reviewActivity.year')} name="reviewYear">
          <InputNumber min={2000} max={2100} precision={0} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label={t('reviewActivity.series')} name="seriesId">
          <Select allowClear showSearch optionFilterProp="label" options={series} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('reviewActivity.status')} name="status">
          <Select
            allowClear
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            style={{ width: 120 }}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('reviewActivity.add')}
        editLabel={t('reviewActivity.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1800} />
      <ActivityForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}
