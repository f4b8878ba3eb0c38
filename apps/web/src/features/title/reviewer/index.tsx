import { useState } from 'react';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { KeyOutlined, StopOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  REVIEWER_IMPORT_TASK,
  REVIEWER_STATUS_DICT,
  ReviewerPermission as P,
  type ReviewerVo,
} from '@zcps/contracts';
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
import { ImportDialog, type ImportTarget } from '../../system/user/ImportDialog';
import { REVIEWER_BASE, reviewerApi, useSeriesOptions } from './api';
import { AccountsDialog } from './AccountsDialog';
import { ConflictsDialog } from './ConflictsDialog';
import { ReviewerForm } from './ReviewerForm';
import { StatusDialog } from './StatusDialog';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };
const dictOptions = (entries: { dictValue: string; dictLabel: string }[]) =>
  entries.map((d) => ({ value: d.dictValue, label: d.dictLabel }));

/** 评审专家: the reviewers of the tenant (a reviewer's own row only, in self scope), status and conflicts. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [importing, setImporting] = useState(false);
  const [openingAccounts, setOpeningAccounts] = useState(false);
  const [statusOf, setStatusOf] = useState<ReviewerVo | null>(null);
  const [conflictsOf, setConflictsOf] = useState<ReviewerVo | null>(null);
  const sexes = useDict('sys_user_sex');
  const levels = useDict('title_level');
  const types = useDict('reviewer_type');
  const statuses = useDict(REVIEWER_STATUS_DICT);
  const series = useSeriesOptions();
  const crud = useCrudPage<ReviewerVo>({
    key: 'title/reviewer',
    url: `${REVIEWER_BASE}/list`,
    rowKey: 'reviewerId',
    remove: reviewerApi.remove,
    exportUrl: reviewerApi.exportUrl,
    exportFile: 'reviewer.xlsx',
    savedMessages: { add: 'reviewer.addOk', edit: 'reviewer.editOk' },
  });
  const { list } = crud;
  const importTarget: ImportTarget = {
    base: REVIEWER_BASE,
    task: REVIEWER_IMPORT_TASK,
    templateFile: 'reviewer_template.xlsx',
    title: t('reviewer.importTitle'),
    nameLabel: t('reviewer.importName'),
  };

  const columns: TableColumnsType<ReviewerVo> = [
    { title: t('reviewer.reviewerName'), dataIndex: 'reviewerName', width: 110, fixed: 'left', sorter: true },
    { title: t('reviewer.reviewerNo'), dataIndex: 'reviewerNo', width: 110 },
    {
      title: t('reviewer.account'),
      dataIndex: 'userName',
      width: 110,
      render: (v: string | null) => v ?? <Tag>{t('reviewer.noAccount')}</Tag>,
    },
    {
      title: t('reviewer.sex'),
      dataIndex: 'sex',
      width: 70,
      align: 'center',
      render: (v: string) => <DictTag options={sexes} value={v} />,
    },
    { title: t('reviewer.idCard'), dataIndex: 'idCard', width: 180 },
    { title: t('reviewer.phone'), dataIndex: 'phone', width: 130 },
    { title: t('reviewer.unitName'), dataIndex: 'unitName', width: 180, ellipsis: true, sorter: true },
    { title: t('reviewer.series'), dataIndex: 'seriesName', width: 140, ellipsis: true },
    { title: t('reviewer.profession'), dataIndex: 'professionName', width: 120, ellipsis: true },
    {
      title: t('reviewer.titleLevel'),
      dataIndex: 'titleLevel',
      width: 100,
      align: 'center',
      sorter: true,
      render: (v: string) => <DictTag options={levels} value={v} />,
    },
    {
      title: t('reviewer.reviewerType'),
      dataIndex: 'reviewerType',
      width: 130,
      align: 'center',
      render: (v: string) => <DictTag options={types} value={v} />,
    },
    {
      title: t('reviewer.isExternal'),
      dataIndex: 'isExternal',
      width: 90,
      align: 'center',
      render: (v: boolean) => (v ? <Tag color="orange">{t('reviewer.yes')}</Tag> : t('reviewer.no')),
    },
    {
      title: t('reviewer.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      sorter: true,
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: t('reviewer.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 380,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('reviewer.edit')}>
          <Auth perm={P.CHANGE_STATUS}>
            <Button type="link" size="small" icon={<StopOutlined />} onClick={() => setStatusOf(row)}>
              {t('reviewer.changeStatus')}
            </Button>
          </Auth>
          <Auth perm={P.EDIT}>
            <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setConflictsOf(row)}>
              {t('reviewer.conflicts')}
            </Button>
          </Auth>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewer.reviewerName')} name="reviewerName">
          <Input
            allowClear
            placeholder={hintOf('input', t('reviewer.reviewerName'))}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label={t('reviewer.unitName')} name="unitName">
          <Input allowClear placeholder={hintOf('input', t('reviewer.unitName'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('reviewer.series')} name="seriesId">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={series}
            placeholder={hintOf('select', t('reviewer.series'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('reviewer.titleLevel')} name="titleLevel">
          <Select allowClear options={dictOptions(levels)} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label={t('reviewer.reviewerType')} name="reviewerType">
          <Select allowClear options={dictOptions(types)} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label={t('reviewer.status')} name="status">
          <Select allowClear options={dictOptions(statuses)} style={{ width: 120 }} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={perms} addLabel={t('reviewer.add')} editLabel={t('reviewer.edit')}>
        <Auth perm={P.IMPORT}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('reviewer.import')}
          </Button>
        </Auth>
        <Auth perm={[P.ADD, P.EDIT]} match="all">
          <Button icon={<KeyOutlined />} onClick={() => setOpeningAccounts(true)}>
            {t('reviewer.openAccounts')}
          </Button>
        </Auth>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={2120} />
      <ReviewerForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
      <StatusDialog
        row={statusOf}
        onClose={() => setStatusOf(null)}
        onSaved={() => {
          setStatusOf(null);
          void list.refresh();
        }}
      />
      <ConflictsDialog row={conflictsOf} onClose={() => setConflictsOf(null)} />
      <AccountsDialog
        open={openingAccounts}
        selected={crud.selected}
        onClose={() => setOpeningAccounts(false)}
        onDone={() => void list.refresh()}
      />
      <ImportDialog
        open={importing}
        target={importTarget}
        onClose={() => setImporting(false)}
        onDone={() => void list.refresh()}
      />
    </div>
  );
}
