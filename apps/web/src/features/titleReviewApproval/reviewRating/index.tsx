import { useState } from 'react';
import { Button, Card, Col, Input, Row, Space, Statistic, Table, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ReviewApprovalPermission as P,
  type AssignedDeclarationVo,
  type TableData,
  type WorkbenchTasks,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { http } from '../../../lib/request';
import { workbenchApi } from '../defense/api';
import { OpinionModal, type OpinionTarget } from '../groupReview/OpinionModal';
import { actionsFor } from '../../title/reviewDeclare/declaration-actions';
import { DossierDrawer } from './DossierDrawer';

const TASKS = [
  { key: 'ratings', label: 'reviewDefense.taskRatings', path: '/titleReviewApproval/group-review' },
  { key: 'scores', label: 'reviewDefense.taskScores', path: '/titleReviewApproval/defense' },
  { key: 'ballots', label: 'reviewDefense.taskBallots', path: '/titleReviewApproval/team-vote' },
  { key: 'dossiers', label: 'reviewDefense.taskDossiers', path: '/titleReviewApproval/review-rating' },
] as const satisfies readonly { key: keyof WorkbenchTasks; label: string; path: string }[];

/** 评审打分 = the reviewer's workbench: what waits for me, and the dossiers assigned to me (read-only). */
export function Page() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const stages = useDict('title_review_stage');
  const ratings = useDict('review_rating');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [name, setName] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [rating, setRating] = useState<OpinionTarget | null>(null);
  const { data: tasks } = useQuery({
    queryKey: ['workbench-tasks'],
    queryFn: async () => (await workbenchApi.tasks()).data,
  });
  const { data: assigned } = useQuery({
    queryKey: ['workbench-assigned', page, name],
    queryFn: () =>
      http.get<TableData<AssignedDeclarationVo>>(workbenchApi.assignedUrl, {
        params: { ...page, applicantName: name || undefined },
      }),
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['workbench-tasks'] });
    await client.invalidateQueries({ queryKey: ['workbench-assigned'] });
  };

  const columns: TableColumnsType<AssignedDeclarationVo> = [
    { title: t('reviewDefense.applicant'), dataIndex: 'applicantName', width: 120 },
    { title: t('reviewDefense.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewDefense.activity'), dataIndex: 'activityName', width: 220, ellipsis: true },
    { title: t('reviewDefense.titleName'), dataIndex: 'titleName', width: 140 },
    {
      title: t('reviewDefense.stage'),
      dataIndex: 'stage',
      width: 120,
      render: (v: string) => <DictTag options={stages} value={v} />,
    },
    {
      title: t('reviewDefense.rating'),
      dataIndex: 'myRating',
      width: 90,
      render: (v: string | null) => (v ? <DictTag options={ratings} value={v} /> : '—'),
    },
    {
      title: t('reviewDefense.score'),
      dataIndex: 'myScore',
      width: 80,
      render: (v: number | null) => v ?? '—',
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 180,
      render: (_v, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => setOpen(row.declarationId)}>
            {t('reviewDefense.dossier')}
          </Button>
          {/* Ratings stay open until the group review is closed. */}
          {actionsFor(row).has('review_close') && (
            <Auth perm={P.RATE}>
              <Button
                type="link"
                size="small"
                onClick={() => setRating({ ...row, rating: row.myRating, opinion: row.myOpinion })}
              >
                {t('reviewDefense.rate')}
              </Button>
            </Auth>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {TASKS.map(({ key, label, path }) => (
          <Col key={key} xs={12} md={6}>
            <Card size="small" data-testid={`task-${key}`}>
              <Statistic title={t(label)} value={tasks?.[key] ?? 0} />
              <Link to={path}>{t('reviewDefense.go')}</Link>
            </Card>
          </Col>
        ))}
      </Row>
      <Input.Search
        allowClear
        placeholder={t('reviewDefense.applicant')}
        style={{ width: 240, marginBottom: 12 }}
        onSearch={(v) => {
          setName(v);
          setPage((p) => ({ ...p, pageNum: 1 }));
        }}
      />
      <Table<AssignedDeclarationVo>
        rowKey="declarationId"
        size="small"
        columns={columns}
        dataSource={assigned?.rows ?? []}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: assigned?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
      <DossierDrawer declarationId={open} onClose={() => setOpen(null)} />
      <OpinionModal
        target={rating}
        onClose={() => setRating(null)}
        onSaved={() => {
          setRating(null);
          void refresh();
        }}
      />
    </div>
  );
}
