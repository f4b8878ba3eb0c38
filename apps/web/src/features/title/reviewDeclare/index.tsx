import { useState } from 'react';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { LikeOutlined, NodeIndexOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ReviewDeclarePermission as P,
  ReviewApprovalPermission,
  ReviewStage,
  type DeclarationVo,
} from '@zcps/contracts';
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
import { useActivityOptions } from '../reviewActivity/api';
import { declareApi, DECLARE_BASE, progressPath } from './api';
import { actionsFor, permissionOf } from './declaration-actions';
import { DeclarationForm } from './DeclarationForm';
import { RecommendDialog } from './RecommendDialog';
import { RecommendTag } from './RecommendTag';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };
/** Editing goes with (re)submitting: the form saves and submits. */
const submitAction = (r: DeclarationVo) => {
  const actions = actionsFor(r);
  return actions.has('resubmit') ? 'resubmit' : actions.has('submit') ? 'submit' : null;
};

/** 职称申报: the applicant's or the unit's declarations; submit with the pledge, withdraw, recommend, progress. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const stages = useDict('title_review_stage');
  const statuses = useDict('title_review_approval_status');
  const levels = useDict('title_level');
  const activities = useActivityOptions();
  const crud = useCrudPage<DeclarationVo>({
    key: DECLARE_BASE,
    url: `${DECLARE_BASE}/list`,
    rowKey: 'declarationId',
    remove: declareApi.remove,
    exportUrl: declareApi.exportUrl,
    exportFile: 'declarations.xlsx',
    // The form says what happened: 保存成功 for a draft, 提交成功 when it was also submitted.
  });
  const { list } = crud;
  const [recommending, setRecommending] = useState<DeclarationVo[] | null>(null);

  const withdraw = async (row: DeclarationVo) => {
    if (!(await confirmAction(t('reviewDeclare.confirmWithdraw', { name: row.applicantName })))) return;
    await declareApi.withdraw({ declarationIds: [row.declarationId], versions: [row.version] });
    feedback().message.success(t('reviewDeclare.withdrawn'));
    await list.refresh();
  };
  const recommend = () => {
    if (!crud.selected.length) return feedback().message.warning(t('reviewPrepare.selectFirst'));
    setRecommending(crud.selected);
  };

  const columns: TableColumnsType<DeclarationVo> = [
    { title: t('reviewDeclare.declarationNo'), dataIndex: 'declarationNo', width: 140 },
    { title: t('reviewDeclare.applicant'), dataIndex: 'applicantName', width: 110, sorter: true },
    { title: t('reviewDeclare.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewDeclare.activity'), dataIndex: 'activityName', width: 220, ellipsis: true },
    { title: t('reviewDeclare.title'), dataIndex: 'titleName', width: 140, ellipsis: true },
    {
      title: t('reviewDeclare.level'),
      dataIndex: 'titleLevel',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={levels} value={v} />,
    },
    {
      title: t('reviewDeclare.stage'),
      dataIndex: 'stage',
      width: 120,
      align: 'center',
      render: (v: string) =>
        v === ReviewStage.DRAFT ? (
          <Tag>{t('reviewDeclare.draft')}</Tag>
        ) : (
          <DictTag options={stages} value={v} />
        ),
    },
    {
      title: t('reviewDeclare.status'),
      dataIndex: 'approvalStatus',
      width: 100,
      align: 'center',
      render: (v: string, r) =>
        r.stage === ReviewStage.DRAFT ? null : <DictTag options={statuses} value={v} />,
    },
    {
      title: t('reviewDeclare.eligible'),
      dataIndex: 'eligible',
      width: 90,
      align: 'center',
      render: (v: boolean | null) =>
        v === null ? null : (
          <Tag color={v ? 'success' : 'error'}>
            {v ? t('reviewDeclare.eligibleYes') : t('reviewDeclare.eligibleNo')}
          </Tag>
        ),
    },
    {
      title: t('reviewDeclare.recommendation'),
      dataIndex: 'recommendTime',
      width: 150,
      ellipsis: true,
      // Where the row stands for the unit: pinned with the status columns, in sight at 1440 px.
      fixed: 'right',
      render: (_v, row) => <RecommendTag row={row} />,
    },
    { title: t('reviewDeclare.submitTime'), dataIndex: 'submitTime', width: 165, sorter: true },
    { title: t('reviewDeclare.returnCount'), dataIndex: 'returnCount', width: 90, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 300,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => {
        const submit = submitAction(row);
        return (
          <RowActions
            crud={crud}
            row={row}
            perms={perms}
            editLabel={t('reviewDeclare.edit')}
            editDisabled={!submit}
            removeDisabled={row.stage !== ReviewStage.DRAFT || row.submitTime !== null}
          >
            {submit && (
              <Auth perm={permissionOf(submit)}>
                <Button type="link" size="small" icon={<SendOutlined />} onClick={() => crud.openEdit(row)}>
                  {submit === 'resubmit' ? t('reviewDeclare.resubmit') : t('reviewDeclare.submit')}
                </Button>
              </Auth>
            )}
            {actionsFor(row).has('withdraw') && (
              <Auth perm={permissionOf('withdraw')}>
                <Button
                  type="link"
                  size="small"
                  icon={<RollbackOutlined />}
                  onClick={() => void withdraw(row)}
                >
                  {t('reviewDeclare.withdraw')}
                </Button>
              </Auth>
            )}
            {row.submitTime !== null && (
              <Auth perm={ReviewApprovalPermission.QUERY}>
                <Button
                  type="link"
                  size="small"
                  icon={<NodeIndexOutlined />}
                  onClick={() => void navigate(progressPath(row.declarationId))}
                >
                  {t('reviewDeclare.progress')}
                </Button>
              </Auth>
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewDeclare.activity')} name="activityId">
          <Select
            allowClear
            options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item label={t('reviewDeclare.applicant')} name="applicantName">
          <Input
            allowClear
            placeholder={hintOf('input', t('reviewDeclare.applicant'))}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label={t('reviewDeclare.stage')} name="stage">
          <Select
            allowClear
            options={stages.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item label={t('reviewDeclare.status')} name="approvalStatus">
          <Select
            allowClear
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            style={{ width: 120 }}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('reviewDeclare.add')}
        editLabel={t('reviewDeclare.edit')}
      >
        <Auth perm={P.RECOMMEND}>
          <Button icon={<LikeOutlined />} disabled={!crud.selected.length} onClick={recommend}>
            {t('reviewDeclare.recommend')}
          </Button>
        </Auth>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={2040} />
      <DeclarationForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
      <RecommendDialog
        rows={recommending}
        onClose={() => setRecommending(null)}
        onDone={() => {
          setRecommending(null);
          void list.refresh();
        }}
      />
    </div>
  );
}
