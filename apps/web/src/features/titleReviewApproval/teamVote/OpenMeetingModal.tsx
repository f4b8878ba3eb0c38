import { useEffect, useMemo, useState } from 'react';
import { Checkbox, Form, Modal, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SECRETARY_ROLE, type MeetingKindValue } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { voteApi } from './api';

interface Props {
  open: boolean;
  kind: MeetingKindValue;
  /** A new round of this no-quorum meeting (same team and agenda) instead of a new meeting. */
  roundOf?: { meetingId: number; teamId: number } | null;
  onClose: () => void;
  onOpened: () => void;
}

/** 开会: the team (or committee) and its voting members present; secretaries attend without a vote. */
export function OpenMeetingModal({ open, kind, roundOf, onClose, onOpened }: Props) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState<number | undefined>(roundOf?.teamId);
  const [present, setPresent] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const teams = useQuery({
    queryKey: ['review/vote/teams', kind],
    queryFn: () => voteApi.teams(kind),
    enabled: open,
  });
  useEffect(() => {
    setTeamId(roundOf?.teamId);
    setPresent([]);
  }, [open, roundOf]);
  const team = teams.data?.data?.find((x) => x.teamId === teamId);
  const voters = useMemo(() => (team?.members ?? []).filter((m) => m.memberRole !== SECRETARY_ROLE), [team]);
  // The committee votes only with its quorum present; the server refuses the round otherwise.
  const needed = team?.quorum ? Math.ceil((voters.length * team.quorum.num) / team.quorum.den) : 1;
  const short = present.length < needed;

  const submit = async () => {
    if (!teamId || !present.length || short) return;
    setSaving(true);
    try {
      if (roundOf) await voteApi.newRound(roundOf.meetingId, { presentIds: present });
      else await voteApi.open({ teamId, presentIds: present });
      feedback().message.success(t('reviewVote.opened'));
      onOpened();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={roundOf ? t('reviewVote.newRound') : t('reviewVote.openTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !teamId || !present.length || short, loading: saving }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="open-meeting-form">
        <Form.Item label={kind === 'committee' ? t('reviewVote.committee') : t('reviewVote.team')}>
          <Select
            value={teamId}
            disabled={Boolean(roundOf)}
            onChange={(v: number) => {
              setTeamId(v);
              setPresent([]);
            }}
            options={(teams.data?.data ?? []).map((x) => ({
              value: x.teamId,
              label: `${x.teamName}（${x.activityName ?? ''}，${t('reviewVote.waiting', { n: x.waiting })}）`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('reviewVote.attendance')}>
          <Checkbox.Group value={present} onChange={(v) => setPresent(v as number[])}>
            <Space wrap>
              {voters.map((m) => (
                <Checkbox key={m.reviewerId} value={m.reviewerId}>
                  {m.reviewerName}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
          {team && (
            <Typography.Text type="secondary">
              {t('reviewVote.present')} {present.length} / {t('reviewVote.members')} {voters.length}
            </Typography.Text>
          )}
          {team?.quorum && (
            <div>
              <Typography.Text type={short ? 'danger' : 'success'} data-testid="quorum-hint">
                {t(short ? 'reviewVote.quorumShort' : 'reviewVote.quorumMet', {
                  needed,
                  num: team.quorum.num,
                  den: team.quorum.den,
                })}
              </Typography.Text>
            </div>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
