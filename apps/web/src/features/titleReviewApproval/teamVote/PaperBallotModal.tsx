import { useEffect, useState } from 'react';
import {
  Alert,
  Checkbox,
  Descriptions,
  Form,
  InputNumber,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgendaItem, PaperCount } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { voteApi } from './api';

interface Props {
  meetingId: number | null;
  onClose: () => void;
  onEntered: () => void;
}

type Counts = Record<number, Omit<PaperCount, 'declarationId'>>;
const FIELDS = ['agree', 'oppose', 'abstain'] as const;
const ZERO = { agree: 0, oppose: 0, abstain: 0 };

/**
 * 录入纸质选票: the office ticks the present members who voted on paper and enters, per declaration, the counts
 * of 同意 / 不同意 / 弃权 from the paper ballots (the rest of the paper voters left it blank). Members who voted
 * online, or whose paper ballot is already entered, cannot be ticked; no line may exceed the paper voters.
 */
export function PaperBallotModal({ meetingId, onClose, onEntered }: Props) {
  const { t } = useTranslation();
  const [voterIds, setVoterIds] = useState<number[]>([]);
  const [counts, setCounts] = useState<Counts>({});
  const [saving, setSaving] = useState(false);
  const queries = useQueryClient();
  const open = meetingId !== null;
  const detail = useQuery({
    queryKey: ['review/vote/meeting', meetingId],
    queryFn: () => voteApi.detail(meetingId!),
    enabled: open,
  });
  const record = useQuery({
    queryKey: ['review/vote/paper', meetingId],
    queryFn: () => voteApi.paperRecord(meetingId!),
    enabled: open,
  });
  useEffect(() => {
    setVoterIds([]);
    setCounts({});
  }, [meetingId]);
  const meeting = detail.data?.data;
  const paper = record.data?.data;
  const online = new Set(paper?.onlineVoterIds ?? []);
  const entered = new Set(paper?.paperVoterIds ?? []);
  const agenda = meeting?.agenda ?? [];
  const lineOf = (id: number) => counts[id] ?? ZERO;
  const sumOf = (id: number) => FIELDS.reduce((n, f) => n + (lineOf(id)[f] ?? 0), 0);
  const over = agenda.filter((a) => sumOf(a.declarationId) > voterIds.length);
  const ready = voterIds.length > 0 && agenda.length > 0 && !over.length;

  const submit = async () => {
    if (!meetingId || !ready) return;
    setSaving(true);
    try {
      await voteApi.enterPaper(meetingId, {
        voterIds,
        paperCounts: agenda.map((a) => ({ declarationId: a.declarationId, ...lineOf(a.declarationId) })),
      });
      feedback().message.success(t('reviewVote.paperSaved'));
      await Promise.all(
        ['review/vote/meeting', 'review/vote/paper'].map((key) =>
          queries.invalidateQueries({ queryKey: [key, meetingId] }),
        ),
      );
      onEntered();
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<AgendaItem> = [
    { title: t('reviewVote.applicant'), dataIndex: 'applicantName', width: 140 },
    { title: t('reviewVote.title'), dataIndex: 'titleName', width: 120, ellipsis: true },
    ...FIELDS.map((field) => ({
      title: t(`reviewVote.${field}`),
      key: field,
      width: 110,
      render: (_v: unknown, row: AgendaItem) => (
        <InputNumber
          aria-label={`${row.applicantName} ${t(`reviewVote.${field}`)}`}
          min={0}
          max={voterIds.length}
          disabled={!voterIds.length}
          precision={0}
          value={lineOf(row.declarationId)[field]}
          onChange={(v) =>
            setCounts((c) => ({
              ...c,
              [row.declarationId]: { ...lineOf(row.declarationId), [field]: Number(v ?? 0) },
            }))
          }
          style={{ width: 90 }}
        />
      ),
    })),
    {
      title: t('reviewVote.blank'),
      key: 'blank',
      width: 90,
      render: (_v, row) => {
        const blank = voterIds.length - sumOf(row.declarationId);
        return blank < 0 ? (
          <Typography.Text type="danger" data-testid={`paper-over-${row.declarationId}`}>
            {t('reviewVote.paperOver', { sum: sumOf(row.declarationId), voters: voterIds.length })}
          </Typography.Text>
        ) : (
          blank
        );
      },
    },
  ];

  return (
    <Modal
      open={open}
      width={860}
      title={t('reviewVote.paperTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !ready, loading: saving }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('reviewVote.paperHint')} style={{ marginBottom: 12 }} />
      <Form layout="vertical" data-testid="paper-ballot-form">
        <Form.Item label={t('reviewVote.paperVoters')}>
          <Checkbox.Group value={voterIds} onChange={(v) => setVoterIds(v as number[])}>
            <Space wrap>
              {(meeting?.present ?? []).map((m) => (
                <Checkbox
                  key={m.reviewerId}
                  value={m.reviewerId}
                  disabled={online.has(m.reviewerId) || entered.has(m.reviewerId)}
                >
                  {m.reviewerName}
                  {online.has(m.reviewerId) && (
                    <Tag style={{ marginLeft: 4 }}>{t('reviewVote.votedOnline')}</Tag>
                  )}
                  {entered.has(m.reviewerId) && (
                    <Tag color="success" style={{ marginLeft: 4 }}>
                      {t('reviewVote.votedPaper')}
                    </Tag>
                  )}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Table
          rowKey="declarationId"
          size="small"
          loading={detail.isFetching || record.isFetching}
          columns={columns}
          dataSource={agenda}
          pagination={false}
        />
      </Form>
      {Boolean(paper?.entries.length) && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginTop: 12 }}
          title={t('reviewVote.paperEntries')}
          items={paper!.entries.map((e) => ({
            key: e.entryId,
            label: t('reviewVote.paperEnteredBy', { time: e.enteredTime ?? '', name: e.enteredBy ?? '' }),
            children: e.voters.map((v) => v.reviewerName).join('、'),
          }))}
        />
      )}
    </Modal>
  );
}
