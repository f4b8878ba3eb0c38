import { useState } from 'react';
import { Button, Input, Modal, Progress, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ReviewApprovalPermission as P,
  type GroupReviewProgressVo,
  type GroupReviewRow,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { ActivityGate } from '../defense/ActivityGate';
import { ActivitySelect } from '../defense/ActivitySelect';
import { groupReviewApi } from '../defense/api';
import { ReturnDialog } from '../return/ReturnDialog';
import { OpinionModal, type OpinionTarget } from './OpinionModal';

/** 学科组评议: progress per team, the declarations with their ratings, my opinion, closing. */
export function Page() {
  return (
    <ActivityGate>
      <GroupReviewPage />
    </ActivityGate>
  );
}

function GroupReviewPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ratings = useDict('review_rating');
  const [activityId, setActivityId] = useState<number>();
  const [teamId, setTeamId] = useState<number>();
  const [target, setTarget] = useState<OpinionTarget | null>(null);
  const [returning, setReturning] = useState<GroupReviewRow | null>(null);
  const [closingTeam, setClosingTeam] = useState<GroupReviewProgressVo | null>(null);
  const [teamOpinion, setTeamOpinion] = useState('');
  const enabled = activityId !== undefined;
  const { data: progress = [] } = useQuery({
    queryKey: ['group-progress', activityId],
    enabled,
    queryFn: async () => (await groupReviewApi.progress(activityId!)).data ?? [],
  });
  const { data: rows = [] } = useQuery({
    queryKey: ['group-list', activityId, teamId],
    enabled,
    queryFn: async () => (await groupReviewApi.list(activityId!, teamId)).data ?? [],
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['group-progress', activityId] });
    await client.invalidateQueries({ queryKey: ['group-list', activityId] });
  };

  const progressColumns: TableColumnsType<GroupReviewProgressVo> = [
    { title: t('reviewDefense.team'), dataIndex: 'teamName', width: 160 },
    { title: t('reviewDefense.declarations'), dataIndex: 'declarations', width: 100, align: 'center' },
    {
      title: t('reviewDefense.ratedRequired'),
      key: 'rated',
      width: 220,
      render: (_v, p) => (
        <Progress
          size="small"
          percent={p.required ? Math.floor((p.rated * 100) / p.required) : 0}
          format={() => `${p.rated}/${p.required}`}
        />
      ),
    },
    { title: t('reviewDefense.complete'), dataIndex: 'complete', width: 100, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 180,
      render: (_v, p) => (
        <Space>
          <Button type="link" size="small" onClick={() => setTeamId(p.teamId)}>
            {t('reviewDefense.showTeam')}
          </Button>
          <Auth perm={P.CLOSE_REVIEW}>
            <Button
              type="link"
              size="small"
              danger
              disabled={!p.declarations}
              onClick={() => setClosingTeam(p)}
            >
              {t('reviewDefense.closeTeam')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  const columns: TableColumnsType<GroupReviewRow> = [
    { title: t('reviewDefense.applicant'), dataIndex: 'applicantName', width: 120 },
    { title: t('reviewDefense.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewDefense.team'), dataIndex: 'teamName', width: 140 },
    {
      title: t('reviewDefense.result'),
      dataIndex: 'defenseScore',
      width: 90,
      render: (v: number | null) => (v === null ? '—' : (v / 100).toFixed(2)),
    },
    {
      title: t('reviewDefense.ratedRequired'),
      key: 'n',
      width: 100,
      render: (_v, r) => `${r.rated}/${r.required}`,
    },
    {
      title: t('reviewDefense.rating'),
      key: 'evaluations',
      render: (_v, r) =>
        r.evaluations.map((e) => (
          <Tag key={e.reviewerId} title={e.opinion ?? ''}>
            {e.reviewerName}: {e.rating ? <DictTag options={ratings} value={e.rating} /> : '—'}
          </Tag>
        )),
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 240,
      render: (_v, r) => {
        const mine = r.evaluations.find((e) => e.mine);
        return (
          <Space>
            {mine && (
              <Auth perm={[P.OPINION, P.RATE]}>
                <Button type="link" size="small" onClick={() => setTarget({ ...mine, ...r })}>
                  {t('reviewDefense.myOpinion')}
                </Button>
              </Auth>
            )}
            <Auth perm={P.CLOSE_REVIEW}>
              <Button
                type="link"
                size="small"
                disabled={r.required === 0 || r.rated < r.required}
                onClick={() => void groupReviewApi.close({ declarationIds: [r.declarationId] }).then(refresh)}
              >
                {t('reviewDefense.close')}
              </Button>
            </Auth>
            <Auth perm={P.RETURN}>
              <Button type="link" size="small" danger onClick={() => setReturning(r)}>
                {t('reviewDefense.return')}
              </Button>
            </Auth>
          </Space>
        );
      },
    },
  ];

  return (
    <div className="zcps-page-card">
      <Space style={{ marginBottom: 16 }} wrap>
        <ActivitySelect value={activityId} onChange={setActivityId} />
        <Auth perm={P.EXPORT}>
          <Button
            disabled={!enabled}
            onClick={() => void download(groupReviewApi.exportUrl(activityId!), {}, 'group_review.xlsx')}
          >
            {t('reviewDefense.export')}
          </Button>
        </Auth>
      </Space>
      <Table
        rowKey="teamId"
        size="small"
        columns={progressColumns}
        dataSource={progress}
        pagination={false}
      />
      <Table
        style={{ marginTop: 16 }}
        rowKey="declarationId"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20 }}
      />
      <ReturnDialog
        open={returning !== null}
        declarations={returning ? [returning] : []}
        onClose={() => setReturning(null)}
        onReturned={() => {
          setReturning(null);
          void refresh();
        }}
      />
      <OpinionModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void refresh();
        }}
      />
      <Modal
        open={closingTeam !== null}
        title={t('reviewDefense.closeTeamTitle', { name: closingTeam?.teamName ?? '' })}
        okButtonProps={{ danger: true, disabled: !teamOpinion.trim() }}
        onCancel={() => setClosingTeam(null)}
        onOk={() =>
          void groupReviewApi
            .closeTeam({ teamId: closingTeam!.teamId, opinion: teamOpinion })
            .then(async () => {
              setClosingTeam(null);
              setTeamOpinion('');
              await refresh();
            })
        }
      >
        <p>
          {t('reviewDefense.closeTeamWill', {
            missing: closingTeam ? closingTeam.required - closingTeam.rated : 0,
          })}
        </p>
        <Input.TextArea
          aria-label={t('reviewDefense.opinion')}
          value={teamOpinion}
          maxLength={2000}
          onChange={(e) => setTeamOpinion(e.target.value)}
        />
      </Modal>
    </div>
  );
}
