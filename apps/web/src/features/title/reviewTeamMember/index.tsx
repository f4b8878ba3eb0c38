import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ReviewApprovalPermission as RA,
  ReviewTeamMemberPermission as MP,
  type TableData,
  type TeamMemberVo,
} from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { http } from '../../../lib/request';
import { useActivityOptions } from '../reviewActivity/api';
import { MEMBER_BASE, memberApi, usePoolMembers, useTeamList } from '../reviewTeam/api';
import { AddMemberDialog } from './AddMemberDialog';
import { DrawLog, useMemberWords } from './DrawLog';
import { ReasonDialog } from './ReasonDialog';

type Pending = { kind: 'redraw' | 'remove'; member: TeamMemberVo } | null;

/** 评审组成员: a team's members, redraw of one seat and manual changes with reasons, and the draw log. */
export function Page() {
  const { t } = useTranslation();
  const auth = useAuth();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const activities = useActivityOptions();
  const [activityId, setActivityId] = useState<number>();
  const { teams, loaded } = useTeamList(activityId ?? activities[0]?.activityId);
  // The team asked for (from 评审组管理's 成员), else the activity's first: the page is never blank.
  const teamId = Number(params.get('teamId')) || teams[0]?.teamId;
  const [withRemoved, setWithRemoved] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [adding, setAdding] = useState(false);
  const roles = useDict('member_role');
  const words = useMemberWords();
  const members = useQuery({
    queryKey: [MEMBER_BASE, 'list', teamId, withRemoved],
    queryFn: () =>
      http.get<TableData<TeamMemberVo>>(`${MEMBER_BASE}/list`, {
        params: { teamId, includeRemoved: withRemoved ? '1' : '0', pageSize: 200 },
      }),
    enabled: !!teamId,
  });
  const team = teams.find((x) => x.teamId === teamId);
  const pool = usePoolMembers(team?.poolId, !!team);
  const names = Object.fromEntries([
    ...pool.map((p) => [p.reviewerId, p.reviewerName]),
    ...(members.data?.rows ?? []).map((m) => [m.reviewerId, m.reviewerName]),
  ]) as Record<number, string>;
  const refresh = () => void client.invalidateQueries({ queryKey: [MEMBER_BASE] });
  const editable = !!team && !team.locked;

  const columns: TableColumnsType<TeamMemberVo> = [
    {
      title: t('reviewTeam.reviewer'),
      dataIndex: 'reviewerName',
      width: 170,
      render: (name: string, row) => (
        <>
          {name}
          {!row.canSignIn && !row.removed && (
            <Tag color="warning" style={{ marginInlineStart: 6 }}>
              {t('reviewTeam.noAccount')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('reviewTeam.unit'), dataIndex: 'unitName', width: 200, ellipsis: true },
    {
      title: t('reviewTeam.role'),
      dataIndex: 'memberRole',
      width: 150,
      render: (role: string, row) =>
        editable && !row.removed && auth.hasPermi(MP.EDIT) ? (
          <Select
            size="small"
            value={role}
            style={{ width: 130 }}
            options={roles.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            onChange={(value) => void memberApi.setRole(row.memberId, value).then(refresh)}
          />
        ) : (
          <DictTag options={roles} value={role} />
        ),
    },
    {
      title: t('reviewTeam.source'),
      dataIndex: 'source',
      width: 100,
      render: (source: string) => words.source(source),
    },
    {
      title: t('reviewTeam.reason'),
      dataIndex: 'reason',
      render: (reason: string | null, row) => (
        <>
          {row.removed && <Tag color="default">{t('reviewTeam.removed')}</Tag>}
          {reason}
        </>
      ),
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 180,
      align: 'center',
      render: (_v, row) =>
        editable &&
        !row.removed && (
          <Space size={0}>
            <Auth perm={[MP.REDRAW, RA.REDRAW]}>
              <Button type="link" size="small" onClick={() => setPending({ kind: 'redraw', member: row })}>
                {t('reviewTeam.redraw')}
              </Button>
            </Auth>
            <Auth perm={MP.REMOVE}>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setPending({ kind: 'remove', member: row })}
              >
                {t('reviewTeam.removeMember')}
              </Button>
            </Auth>
          </Space>
        ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 280 }}
          placeholder={t('reviewTeam.activity')}
          value={activityId ?? activities[0]?.activityId}
          options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
          onChange={(id: number) => {
            setActivityId(id);
            // A team of the former activity is no choice in this one: the new activity's first is shown.
            setParams({});
          }}
        />
        <Select
          style={{ width: 220 }}
          placeholder={t('reviewTeam.team')}
          value={teamId}
          options={teams.map((x) => ({ value: x.teamId, label: x.teamName }))}
          onChange={(id: number) => setParams({ teamId: String(id) })}
        />
        <Checkbox checked={withRemoved} onChange={(e) => setWithRemoved(e.target.checked)}>
          {t('reviewTeam.includeRemoved')}
        </Checkbox>
        {editable && (
          <Auth perm={MP.ADD}>
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('reviewTeam.addMember')}
            </Button>
          </Auth>
        )}
        {team?.locked && <Tag>{t('reviewTeam.locked')}</Tag>}
      </Space>
      {loaded && teams.length === 0 ? (
        <Empty
          data-testid="no-teams"
          description={
            <>
              <div>{t('reviewTeam.noTeams')}</div>
              <div>{t('reviewTeam.noTeamsHint')}</div>
            </>
          }
        />
      ) : (
        <Table<TeamMemberVo>
          rowKey="memberId"
          size="middle"
          loading={members.isLoading && !!teamId}
          columns={columns}
          dataSource={members.data?.rows ?? []}
          pagination={false}
        />
      )}
      {teamId && (
        <Card size="small" title={t('reviewTeam.drawLog')} style={{ marginTop: 16 }}>
          <DrawLog teamId={teamId} names={names} />
        </Card>
      )}
      <ReasonDialog
        open={!!pending}
        title={t(pending?.kind === 'remove' ? 'reviewTeam.removeTitle' : 'reviewTeam.redrawTitle')}
        onClose={() => setPending(null)}
        onSubmit={async (reason) => {
          if (!pending) return;
          if (pending.kind === 'redraw') await memberApi.redraw(pending.member.memberId, reason);
          else await memberApi.remove([pending.member.memberId], reason);
          feedback().message.success(t('reviewTeam.changed'));
          setPending(null);
          refresh();
        }}
      />
      <AddMemberDialog
        open={adding}
        candidates={pool}
        onClose={() => setAdding(false)}
        onSubmit={async (body) => {
          await memberApi.add({ ...body, teamId: teamId! });
          setAdding(false);
          refresh();
        }}
      />
    </div>
  );
}
