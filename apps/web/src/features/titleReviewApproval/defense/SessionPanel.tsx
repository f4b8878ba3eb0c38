import { useState } from 'react';
import { Button, Input, Modal, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReviewApprovalPermission as P, type DefenseResultRow } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { actionsFor, permissionOf } from '../../title/reviewDeclare/declaration-actions';
import { ReturnDialog } from '../return/ReturnDialog';
import { defenseApi } from './api';
import { SessionPapers } from '../papers/PaperButtons';
import { ScoreSheet } from './ScoreSheet';

const score = (v: number | null) => (v === null ? '—' : (v / 100).toFixed(2));

/** One session: its applicants in order with check-in, each score and the result; arrange, exempt, export. */
export function SessionPanel({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { hasPermi } = useAuth();
  const defenseStatus = useDict('defense_status');
  const [arranging, setArranging] = useState<number[] | null>(null);
  const [exempting, setExempting] = useState<DefenseResultRow | null>(null);
  const [returning, setReturning] = useState<DefenseResultRow | null>(null);
  const [reason, setReason] = useState('');
  const key = ['defense-session', sessionId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: async () => (await defenseApi.detail(sessionId)).data,
  });
  const { data: candidates = [] } = useQuery({
    queryKey: ['defense-candidates', sessionId],
    enabled: arranging !== null,
    queryFn: async () => (await defenseApi.candidates(sessionId)).data ?? [],
  });
  // The session's rows, and the figures the sessions list shows of it (已安排, 出席, 缺席) and who is left to arrange.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: key }),
      client.invalidateQueries({ queryKey: ['defense-sessions'] }),
      client.invalidateQueries({ queryKey: ['defense-candidates', sessionId] }),
      client.invalidateQueries({ queryKey: ['defense-state'] }),
    ]);
  const rows = data?.rows ?? [];
  const reviewers = [...new Map(rows.flatMap((r) => r.scores).map((c) => [c.reviewerId, c])).values()];

  const columns: TableColumnsType<DefenseResultRow> = [
    { title: t('reviewDefense.order'), dataIndex: 'orderNum', width: 70, align: 'center' },
    { title: t('reviewDefense.applicant'), dataIndex: 'applicantName', width: 120 },
    { title: t('reviewDefense.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    {
      title: t('reviewDefense.checkin'),
      dataIndex: 'checkin',
      width: 130,
      render: (v: DefenseResultRow['checkin'], row) => (
        <Select
          aria-label={`${t('reviewDefense.checkin')} ${row.applicantName}`}
          size="small"
          style={{ width: 110 }}
          disabled={!hasPermi(P.CHECKIN)}
          value={v ?? ''}
          options={[
            { value: '', label: t('reviewDefense.notChecked') },
            { value: 'present', label: t('reviewDefense.present') },
            { value: 'absent', label: t('reviewDefense.absent') },
          ]}
          onChange={(checkin: string) =>
            void defenseApi
              .checkin(sessionId, {
                declarationId: row.declarationId,
                checkin: checkin === '' ? null : (checkin as 'present' | 'absent'),
              })
              .then(refresh)
          }
        />
      ),
    },
    ...reviewers.map((rv) => ({
      title: rv.reviewerName,
      key: `r${rv.reviewerId}`,
      width: 90,
      align: 'center' as const,
      render: (_: unknown, row: DefenseResultRow) =>
        row.scores.find((c) => c.reviewerId === rv.reviewerId)?.score ?? '—',
    })),
    { title: t('reviewDefense.result'), dataIndex: 'score100', width: 90, align: 'center', render: score },
    {
      title: t('reviewDefense.status'),
      dataIndex: 'defenseStatus',
      width: 100,
      render: (v: string) => <DictTag options={defenseStatus} value={v} />,
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 150,
      // Exempt and return belong to a defense still open for this declaration.
      render: (_v, row) =>
        actionsFor(row).has('defense_exempt') ? (
          <Space size={0}>
            <Auth perm={permissionOf('defense_exempt')}>
              <Button type="link" size="small" onClick={() => setExempting(row)}>
                {t('reviewDefense.exempt')}
              </Button>
            </Auth>
            <Auth perm={permissionOf('return')}>
              <Button type="link" size="small" danger onClick={() => setReturning(row)}>
                {t('reviewDefense.return')}
              </Button>
            </Auth>
          </Space>
        ) : null,
    },
  ];

  const options = [
    ...rows.map((r) => ({ value: r.declarationId, label: r.applicantName })),
    ...candidates.map((c) => ({
      value: c.declarationId,
      label: `${c.applicantName}（${c.unitName ?? ''}）`,
    })),
  ];
  return (
    <div style={{ marginTop: 24 }}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {data
            ? `${data.session.teamName ?? ''} · ${data.session.place} · ${data.session.startTime ?? ''}`
            : ''}
        </Typography.Title>
        <Auth perm={P.ARRANGE}>
          <Button onClick={() => setArranging(rows.map((r) => r.declarationId))}>
            {t('reviewDefense.arrange')}
          </Button>
        </Auth>
        <Auth perm={P.EXPORT}>
          <Button onClick={() => void download(defenseApi.exportUrl(sessionId), {}, 'defense_results.xlsx')}>
            {t('reviewDefense.export')}
          </Button>
        </Auth>
        <SessionPapers sessionId={sessionId} />
      </Space>
      <Table<DefenseResultRow>
        rowKey="declarationId"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <Auth perm={P.SCORE}>
        <ScoreSheet sessionId={sessionId} onSaved={() => void refresh()} />
      </Auth>
      <Modal
        open={arranging !== null}
        title={t('reviewDefense.arrangeTitle')}
        onCancel={() => setArranging(null)}
        onOk={() =>
          void defenseApi.arrange(sessionId, arranging ?? []).then(async () => {
            setArranging(null);
            await refresh();
          })
        }
      >
        <Typography.Paragraph type="secondary">{t('reviewDefense.arrangeHint')}</Typography.Paragraph>
        <Select
          mode="multiple"
          aria-label={t('reviewDefense.arrange')}
          style={{ width: '100%' }}
          value={arranging ?? []}
          options={options}
          onChange={(ids: number[]) => setArranging(ids)}
        />
      </Modal>
      <ReturnDialog
        open={returning !== null}
        declarations={returning ? [returning] : []}
        onClose={() => setReturning(null)}
        onReturned={() => {
          setReturning(null);
          void refresh();
        }}
      />
      <Modal
        open={exempting !== null}
        title={t('reviewDefense.exemptTitle', { name: exempting?.applicantName ?? '' })}
        okButtonProps={{ disabled: !reason.trim() }}
        onCancel={() => setExempting(null)}
        onOk={() =>
          void defenseApi.exempt({ declarationIds: [exempting!.declarationId], reason }).then(async () => {
            setExempting(null);
            setReason('');
            await refresh();
          })
        }
      >
        <Input.TextArea
          aria-label={t('reviewDefense.reason')}
          placeholder={t('reviewDefense.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
