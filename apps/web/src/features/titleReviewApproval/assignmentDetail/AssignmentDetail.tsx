import { useState } from 'react';
import {
  Alert,
  Button,
  InputNumber,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AssignmentPermission as AP,
  DEFAULT_EVALUATOR_COUNT,
  ReviewApprovalPermission as RA,
  type AssignmentRow,
  type AssignmentSummary,
  type TableData,
  type Unplaced,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction } from '../../../components/crud';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { http } from '../../../lib/request';
import { useActivityOptions } from '../../title/reviewActivity/api';
import { ASSIGNMENT_BASE, assignmentApi, useAssignmentSummary, useTeams } from '../../title/reviewTeam/api';
import { EvaluatorDialog, MoveDialog } from './AssignmentDialogs';

const UNPLACED_KEYS = {
  noProfession: 'reviewTeam.unplacedNoProfession',
  noTeam: 'reviewTeam.unplacedNoTeam',
  allConflicted: 'reviewTeam.unplacedAllConflicted',
  tooFewMembers: 'reviewTeam.unplacedTooFewMembers',
} as const;

export const phaseColor = ['default', 'processing', 'success'] as const;

/** 分配明细: counts per team and profession, automatic assignment, moves and evaluation reviewers of an activity. */
export function AssignmentDetail() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const activities = useActivityOptions();
  const [picked, setPicked] = useState<number>();
  const activityId = picked ?? activities[0]?.activityId;
  const [evaluatorCount, setEvaluatorCount] = useState(DEFAULT_EVALUATOR_COUNT);
  const [page, setPage] = useState(1);
  const [unplaced, setUnplaced] = useState<Unplaced[]>([]);
  const [moving, setMoving] = useState<AssignmentRow | null>(null);
  const [choosing, setChoosing] = useState<AssignmentRow | null>(null);
  const summary = useAssignmentSummary(activityId, evaluatorCount).data?.data as
    AssignmentSummary | undefined;
  const teams = useTeams(activityId);
  const rows = useQuery({
    queryKey: [ASSIGNMENT_BASE, 'list', activityId, page],
    queryFn: () =>
      http.get<TableData<AssignmentRow>>(`${ASSIGNMENT_BASE}/list`, {
        params: { activityId, pageNum: page, pageSize: 20 },
      }),
    enabled: !!activityId,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: [ASSIGNMENT_BASE] });
  const open = summary?.assignmentStatus === '1';

  const autoAssign = async () => {
    if (!activityId || !(await confirmAction(t('reviewTeam.autoConfirm')))) return;
    const res = await assignmentApi.auto(activityId);
    setUnplaced(res.data.unplaced);
    feedback().message.success(
      t('reviewTeam.autoDone', { assigned: res.data.assigned, unplaced: res.data.unplaced.length }),
    );
    refresh();
  };
  const autoEvaluators = async () => {
    if (!activityId) return;
    const res = await assignmentApi.autoEvaluators(activityId, evaluatorCount);
    setUnplaced(res.data.short);
    feedback().message.success(
      t('reviewTeam.evaluatorsDone', { added: res.data.added, short: res.data.short.length }),
    );
    refresh();
  };

  const columns: TableColumnsType<AssignmentRow> = [
    { title: t('reviewTeam.applicant'), dataIndex: 'applicantName', width: 110 },
    { title: t('reviewTeam.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewTeam.profession'), dataIndex: 'professionName', width: 120 },
    {
      title: t('reviewTeam.team'),
      dataIndex: 'teamName',
      width: 130,
      render: (name: string | null) => name ?? <Tag color="warning">{t('reviewTeam.unassigned')}</Tag>,
    },
    {
      title: t('reviewTeam.evaluators'),
      dataIndex: 'evaluators',
      render: (list: AssignmentRow['evaluators']) => list.map((e) => e.reviewerName).join('、'),
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 200,
      align: 'center',
      render: (_v, row) =>
        open && (
          <Auth perm={[RA.ASSIGN, AP.ASSIGN]}>
            <Button type="link" size="small" onClick={() => setMoving(row)}>
              {t('reviewTeam.move')}
            </Button>
            {row.teamId && (
              <Button type="link" size="small" onClick={() => setChoosing(row)}>
                {t('reviewTeam.setEvaluators')}
              </Button>
            )}
          </Auth>
        ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 300 }}
          value={activityId}
          placeholder={t('reviewTeam.pickActivity')}
          options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
          onChange={(id: number) => {
            setPicked(id);
            setPage(1);
            setUnplaced([]);
          }}
        />
        {summary && (
          <Tag color={phaseColor[Number(summary.assignmentStatus)]}>
            {t(`reviewTeam.phase${summary.assignmentStatus as '0' | '1' | '2'}`)}
          </Tag>
        )}
        <span>{t('reviewTeam.evaluatorCount')}</span>
        <InputNumber
          min={1}
          max={15}
          precision={0}
          value={evaluatorCount}
          onChange={(v) => setEvaluatorCount(v ?? 3)}
        />
        {open && (
          <Auth perm={[RA.ASSIGN, AP.ASSIGN]}>
            <Button type="primary" onClick={() => void autoAssign()}>
              {t('reviewTeam.autoAssign')}
            </Button>
            <Button onClick={() => void autoEvaluators()}>{t('reviewTeam.autoEvaluators')}</Button>
          </Auth>
        )}
        <Auth perm={[RA.EXPORT, AP.EXPORT]}>
          <Button
            disabled={!activityId}
            onClick={() => void download(`${ASSIGNMENT_BASE}/export`, { activityId }, 'assignment.xlsx')}
          >
            {t('reviewTeam.export')}
          </Button>
        </Auth>
      </Space>
      {summary && (
        <Space size={48} style={{ marginBottom: 12 }}>
          <Statistic title={t('reviewTeam.passed')} value={summary.passed} />
          <Statistic title={t('reviewTeam.assigned')} value={summary.assigned} />
          <Statistic title={t('reviewTeam.unassigned')} value={summary.unassigned} />
          <Statistic title={t('reviewTeam.lacking')} value={summary.lackingEvaluators} />
        </Space>
      )}
      {unplaced.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('reviewTeam.unplacedTitle')}
          description={unplaced
            .map((u) => {
              const key = UNPLACED_KEYS[u.reason as keyof typeof UNPLACED_KEYS];
              return `${u.applicantName}：${key ? t(key) : u.reason}${u.detail ? `（${u.detail}）` : ''}`;
            })
            .join('；')}
        />
      )}
      <Table
        rowKey={(r) => `${r.teamId}-${r.professionId}`}
        size="small"
        style={{ marginBottom: 16 }}
        pagination={false}
        dataSource={summary?.counts ?? []}
        columns={[
          { title: t('reviewTeam.team'), dataIndex: 'teamName' },
          { title: t('reviewTeam.profession'), dataIndex: 'professionName' },
          { title: t('reviewTeam.declarations'), dataIndex: 'declarations', align: 'center' },
          { title: t('reviewTeam.lacking'), dataIndex: 'lackingEvaluators', align: 'center' },
        ]}
      />
      <Table<AssignmentRow>
        rowKey="declarationId"
        size="middle"
        loading={rows.isLoading && !!activityId}
        columns={columns}
        dataSource={rows.data?.rows ?? []}
        pagination={{ current: page, pageSize: 20, total: rows.data?.total ?? 0, onChange: setPage }}
      />
      <MoveDialog
        row={moving}
        teams={teams}
        onClose={() => setMoving(null)}
        onDone={() => {
          setMoving(null);
          feedback().message.success(t('reviewTeam.moved'));
          refresh();
        }}
      />
      <EvaluatorDialog
        row={choosing}
        onClose={() => setChoosing(null)}
        onDone={() => {
          setChoosing(null);
          feedback().message.success(t('reviewTeam.evaluatorsSaved'));
          refresh();
        }}
      />
    </div>
  );
}
