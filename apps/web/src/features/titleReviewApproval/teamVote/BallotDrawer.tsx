import { useState } from 'react';
import { Alert, Button, Drawer, Progress, Radio, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MeetingStatus, type AgendaItem } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { DossierLink } from '../reviewRating/DossierLink';
import { voteApi } from './api';

interface Props {
  meetingId: number | null;
  canVote: boolean;
  onClose: () => void;
}

/**
 * A meeting's agenda with its progress (ballots cast, never by whom) and, for a present member, their ballot:
 * one choice per declaration, sent once. Declarations they must recuse themselves from show the reason.
 */
export function BallotDrawer({ meetingId, canVote, onClose }: Props) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [sending, setSending] = useState(false);
  const detail = useQuery({
    queryKey: ['review/vote/meeting', meetingId],
    queryFn: () => voteApi.detail(meetingId!),
    enabled: meetingId !== null,
  });
  const meeting = detail.data?.data;
  const me = meeting?.me;
  const voted = new Set(me?.votedIds ?? []);
  const recused = new Map((me?.recusals ?? []).map((r) => [r.declarationId, r.reason]));
  const open = meeting?.status === MeetingStatus.OPEN;
  const mayVote = canVote && open && Boolean(me?.present);
  const pending = (meeting?.agenda ?? []).filter(
    (a) => !voted.has(a.declarationId) && !recused.has(a.declarationId),
  );

  const send = async () => {
    const ballots = Object.entries(choices).map(([id, choice]) => ({ declarationId: Number(id), choice }));
    if (!meeting || !ballots.length) return;
    setSending(true);
    try {
      await voteApi.cast({ meetingId: meeting.meetingId, ballots: ballots as never });
      feedback().message.success(t('reviewVote.ballotsSent'));
      setChoices({});
      await detail.refetch();
    } finally {
      setSending(false);
    }
  };

  const columns: TableColumnsType<AgendaItem> = [
    {
      title: t('reviewVote.applicant'),
      dataIndex: 'applicantName',
      width: 200,
      // A present member reads the dossiers on the agenda (the server lets only them in).
      render: (name: string, row) => (
        <>
          <span>{name}</span>
          {me?.present && <DossierLink declarationId={row.declarationId} />}
        </>
      ),
    },
    { title: t('reviewVote.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewVote.title'), dataIndex: 'titleName', width: 120 },
    {
      title: t('reviewVote.progress'),
      key: 'progress',
      width: 150,
      render: (_v, row) => (
        <Progress
          size="small"
          percent={Math.round((row.ballotsCast * 100) / Math.max(1, meeting?.presentCount ?? 1))}
          format={() => t('reviewVote.cast', { cast: row.ballotsCast, present: meeting?.presentCount ?? 0 })}
        />
      ),
    },
  ];
  if (mayVote)
    columns.push({
      title: t('reviewVote.vote'),
      key: 'ballot',
      width: 260,
      render: (_v, row) => {
        if (voted.has(row.declarationId)) return <Tag color="success">{t('reviewVote.voted')}</Tag>;
        const reason = recused.get(row.declarationId);
        if (reason) return <Tag color="warning">{t('reviewVote.recused', { reason })}</Tag>;
        return (
          <Radio.Group
            value={choices[row.declarationId]}
            onChange={(e) => setChoices((c) => ({ ...c, [row.declarationId]: e.target.value as string }))}
            options={[
              { value: '1', label: t('reviewVote.agree') },
              { value: '2', label: t('reviewVote.oppose') },
              { value: '3', label: t('reviewVote.abstain') },
            ]}
          />
        );
      },
    });

  return (
    <Drawer
      open={meetingId !== null}
      width={900}
      title={meeting ? `${meeting.teamName ?? ''} · ${t('reviewVote.roundNo', { n: meeting.roundNo })}` : ''}
      onClose={onClose}
      destroyOnHidden
      extra={
        mayVote && (
          <Button
            type="primary"
            loading={sending}
            disabled={!pending.length || pending.some((a) => !choices[a.declarationId])}
            onClick={() => void send()}
          >
            {t('reviewVote.submitBallots')}
          </Button>
        )
      }
    >
      {canVote && open && me && !me.present && <Alert type="info" title={t('reviewVote.notPresent')} />}
      {mayVote && <p>{t('reviewVote.ballotTitle')}</p>}
      <Table
        rowKey="declarationId"
        size="small"
        loading={detail.isFetching}
        columns={columns}
        dataSource={meeting?.agenda ?? []}
        pagination={false}
      />
    </Drawer>
  );
}
