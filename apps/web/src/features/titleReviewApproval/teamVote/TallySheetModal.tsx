import { Button, Descriptions, Modal, Space, Table, type TableColumnsType } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TallyRow } from '@zcps/contracts';
import { voteApi } from './api';
import './print.css';

interface Props {
  meetingId: number | null;
  onClose: () => void;
}

/** 计票单: counts per declaration, the rules applied, and lines to sign — printable (only the sheet prints). */
export function TallySheetModal({ meetingId, onClose }: Props) {
  const { t } = useTranslation();
  const sheet = useQuery({
    queryKey: ['review/vote/sheet', meetingId],
    queryFn: () => voteApi.sheet(meetingId!),
    enabled: meetingId !== null,
  });
  const data = sheet.data?.data;
  const m = data?.meeting;
  const columns: TableColumnsType<TallyRow> = [
    { title: t('reviewVote.applicant'), dataIndex: 'applicantName' },
    { title: t('reviewVote.unit'), dataIndex: 'unitName' },
    { title: t('reviewVote.title'), dataIndex: 'titleName' },
    { title: t('reviewVote.present'), dataIndex: 'presentCount', align: 'center' },
    { title: t('reviewVote.agree'), dataIndex: 'agree', align: 'center' },
    { title: t('reviewVote.oppose'), dataIndex: 'oppose', align: 'center' },
    { title: t('reviewVote.abstain'), dataIndex: 'abstain', align: 'center' },
    { title: t('reviewVote.blank'), dataIndex: 'blank', align: 'center' },
    {
      title: t('reviewVote.result'),
      dataIndex: 'passed',
      align: 'center',
      render: (v: boolean) => (v ? t('reviewVote.passed') : t('reviewVote.failed')),
    },
  ];
  return (
    <Modal
      open={meetingId !== null}
      width={1000}
      title={t('reviewVote.sheet')}
      onCancel={onClose}
      footer={
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('reviewVote.print')}
        </Button>
      }
      destroyOnHidden
    >
      <div className="zcps-print-area" data-testid="tally-sheet">
        {m && data && (
          <>
            <h2 style={{ textAlign: 'center' }}>
              {m.activityName} · {m.teamName} · {t('reviewVote.roundNo', { n: m.roundNo })} ·{' '}
              {t('reviewVote.sheet')}
            </h2>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label={t('reviewVote.members')}>{m.memberCount}</Descriptions.Item>
              <Descriptions.Item label={t('reviewVote.present')}>{m.presentCount}</Descriptions.Item>
              <Descriptions.Item label={t('reviewVote.quorum')}>
                {data.quorumRule ? t('reviewVote.quorumRule', data.quorumRule) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('reviewVote.result')} span={3}>
                {t('reviewVote.passRule', data.passRule)}；{t('reviewVote.passed')} {data.passed} /{' '}
                {t('reviewVote.failed')} {data.failed}
              </Descriptions.Item>
            </Descriptions>
            <Table
              rowKey="declarationId"
              size="small"
              bordered
              columns={columns}
              dataSource={data.rows}
              pagination={false}
            />
            <Space size={48} style={{ marginTop: 32 }} wrap>
              {(['signTeller', 'signScrutineer', 'signChair', 'signDate'] as const).map((k) => (
                <span key={k}>{t(`reviewVote.${k}`)}：________________</span>
              ))}
            </Space>
          </>
        )}
      </div>
    </Modal>
  );
}
