import { useEffect, useState } from 'react';
import { Button, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MeetingStatus, type MeetingKindValue, type MeetingVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import { confirmAction, TablePagination, useTableQuery, fitColumns } from '../../../components/crud';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { voteApi, type VotePerms } from './api';
import { BallotDrawer } from './BallotDrawer';
import { OpenMeetingModal } from './OpenMeetingModal';
import { PaperBallotModal } from './PaperBallotModal';
import { papersApi } from '../papers/api';
import { TallySheetModal } from './TallySheetModal';

const STATUS_COLOR: Record<string, string> = { '0': 'processing', '1': 'success', '2': 'error' };

interface Props {
  /** Fixed on the stage pages; the votes page lets the user pick. */
  kind?: MeetingKindValue;
  perms: VotePerms;
}

/**
 * 评审组投票 / 评委会表决 / 投票管理: the meetings (rounds) with attendance and status; the office opens,
 * tallies and starts new rounds, a present reviewer votes; the tally sheet prints and exports.
 */
export function VotePage({ kind: fixedKind, perms }: Props) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [kind, setKind] = useState<MeetingKindValue | undefined>(fixedKind);
  const list = useTableQuery<MeetingVo>({ key: `review/vote/${fixedKind ?? 'all'}`, url: voteApi.listUrl });
  const [opening, setOpening] = useState(false);
  const [roundOf, setRoundOf] = useState<{ meetingId: number; teamId: number } | null>(null);
  const [ballotOf, setBallotOf] = useState<number | null>(null);
  const [sheetOf, setSheetOf] = useState<number | null>(null);
  const [paperOf, setPaperOf] = useState<number | null>(null);
  const canVote = auth.hasPermiOr(perms.vote);

  const filter = (k: MeetingKindValue | undefined) => {
    setKind(k);
    list.search({ kind: k });
  };
  const { search } = list;
  useEffect(() => {
    if (fixedKind) search({ kind: fixedKind });
  }, [fixedKind, search]);

  const tally = async (row: MeetingVo) => {
    if (!(await confirmAction(t('reviewVote.tallyConfirm')))) return;
    const outcome = (await voteApi.tally(row.meetingId)).data!;
    if (outcome.status === MeetingStatus.NO_QUORUM) feedback().message.warning(t('reviewVote.noQuorum'));
    else feedback().message.success(t('reviewVote.tallied', outcome));
    await list.refresh();
  };

  const columns: TableColumnsType<MeetingVo> = [
    { title: t('reviewVote.activity'), dataIndex: 'activityName', width: 220, ellipsis: true },
    { title: t('reviewVote.team'), dataIndex: 'teamName', width: 140 },
    {
      title: t('reviewVote.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (v: string) => (v === 'committee' ? t('reviewVote.kindCommittee') : t('reviewVote.kindTeam')),
    },
    { title: t('reviewVote.round'), dataIndex: 'roundNo', width: 70, align: 'center' },
    { title: t('reviewVote.members'), dataIndex: 'memberCount', width: 70, align: 'center' },
    { title: t('reviewVote.present'), dataIndex: 'presentCount', width: 70, align: 'center' },
    { title: t('reviewVote.agenda'), dataIndex: 'declarationCount', width: 100, align: 'center' },
    {
      title: t('reviewVote.status'),
      dataIndex: 'status',
      width: 120,
      render: (v: string) => (
        <Tag color={STATUS_COLOR[v]}>{t(`reviewVote.status${v as '0' | '1' | '2'}`)}</Tag>
      ),
    },
    { title: t('reviewVote.openTime'), dataIndex: 'openTime', width: 160 },
    {
      title: t('crud.operation'),
      key: 'actions',
      fixed: 'right',
      width: 330,
      render: (_v, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setBallotOf(row.meetingId)}>
            {canVote && row.status === MeetingStatus.OPEN ? t('reviewVote.vote') : t('reviewVote.progress')}
          </Button>
          <Button
            type="link"
            size="small"
            data-testid={`meeting-sign-in-${row.meetingId}`}
            onClick={() => void papersApi.meetingSignInPdf(row.meetingId)}
          >
            {t('reviewPapers.signIn')}
          </Button>
          <Auth perm={perms.export} match="all">
            <Button
              type="link"
              size="small"
              data-testid={`meeting-sign-in-xlsx-${row.meetingId}`}
              onClick={() => void papersApi.meetingSignInXlsx(row.meetingId)}
            >
              {t('reviewPapers.signInXlsx')}
            </Button>
          </Auth>
          {row.status === MeetingStatus.OPEN && (
            <Auth perm={perms.tally}>
              <Button type="link" size="small" onClick={() => void tally(row)}>
                {t('reviewVote.tally')}
              </Button>
              <Button type="link" size="small" onClick={() => setPaperOf(row.meetingId)}>
                {t('reviewVote.paperEntry')}
              </Button>
            </Auth>
          )}
          {row.status === MeetingStatus.NO_QUORUM && row.kind === 'committee' && (
            <Auth perm={perms.newRound}>
              <Button
                type="link"
                size="small"
                onClick={() => setRoundOf({ meetingId: row.meetingId, teamId: row.teamId })}
              >
                {t('reviewVote.newRound')}
              </Button>
            </Auth>
          )}
          {row.status === MeetingStatus.TALLIED && (
            <>
              <Button type="link" size="small" onClick={() => setSheetOf(row.meetingId)}>
                {t('reviewVote.sheet')}
              </Button>
              <Auth perm={perms.export} match="all">
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void download(voteApi.exportUrl(row.meetingId), {}, `tally_sheet_${row.meetingId}.xlsx`)
                  }
                >
                  {t('reviewVote.export')}
                </Button>
              </Auth>
            </>
          )}
        </Space>
      ),
    },
  ];

  const fitted = fitColumns(columns, 0, 1400);
  return (
    <div className="zcps-page-card">
      <Space style={{ marginBottom: 12 }}>
        {!fixedKind && (
          <Select
            value={kind}
            onChange={filter}
            allowClear
            placeholder={t('reviewVote.kind')}
            style={{ width: 160 }}
            options={[
              { value: 'team', label: t('reviewVote.kindTeam') },
              { value: 'committee', label: t('reviewVote.kindCommittee') },
            ]}
          />
        )}
        <Auth perm={perms.open}>
          <Button type="primary" onClick={() => setOpening(true)}>
            {t('reviewVote.openMeeting')}
          </Button>
        </Auth>
      </Space>
      <Table
        rowKey="meetingId"
        size="middle"
        loading={list.loading}
        columns={fitted.columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: fitted.scrollX }}
      />
      <TablePagination
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onChange={list.setPage}
      />
      <OpenMeetingModal
        open={opening || roundOf !== null}
        kind={roundOf ? 'committee' : (kind ?? 'team')}
        roundOf={roundOf}
        onClose={() => {
          setOpening(false);
          setRoundOf(null);
        }}
        onOpened={() => {
          setOpening(false);
          setRoundOf(null);
          void list.refresh();
        }}
      />
      <BallotDrawer meetingId={ballotOf} canVote={canVote} onClose={() => setBallotOf(null)} />
      <TallySheetModal meetingId={sheetOf} onClose={() => setSheetOf(null)} />
      <PaperBallotModal
        meetingId={paperOf}
        onClose={() => setPaperOf(null)}
        onEntered={() => {
          setPaperOf(null);
          void list.refresh();
        }}
      />
    </div>
  );
}
