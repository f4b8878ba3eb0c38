import { useEffect, useState } from 'react';
import { Button, Card, InputNumber, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFENSE_SCORE_MAX, type DefenseSheetVo } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { defenseApi } from './api';
import { DossierLink } from '../reviewRating/DossierLink';

type SheetRow = DefenseSheetVo['rows'][number];

/** My scoring sheet of a session: the present applicants assigned to me, a whole score 0–100 each. */
export function ScoreSheet({ sessionId, onSaved }: { sessionId: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['defense-sheet', sessionId];
  const { data: sheet, isError } = useQuery({
    queryKey: key,
    retry: false,
    queryFn: async () => (await defenseApi.sheet(sessionId)).data,
  });
  const [scores, setScores] = useState<Record<number, number | null>>({});
  useEffect(() => {
    if (sheet) setScores(Object.fromEntries(sheet.rows.map((r) => [r.declarationId, r.score])));
  }, [sheet]);
  if (isError || !sheet) return null;

  const save = async () => {
    const given = sheet.rows
      .filter((r) => r.checkin === 'present' && scores[r.declarationId] != null)
      .map((r) => ({ declarationId: r.declarationId, score: scores[r.declarationId]! }));
    if (!given.length) return;
    await defenseApi.score({ sessionId, scores: given });
    feedback().message.success(t('reviewDefense.scoresSaved'));
    await client.invalidateQueries({ queryKey: key });
    onSaved();
  };

  return (
    <Card
      size="small"
      title={t('reviewDefense.mySheet', { name: sheet.reviewerName })}
      style={{ marginTop: 16 }}
    >
      <Table<SheetRow>
        rowKey="declarationId"
        size="small"
        pagination={false}
        dataSource={sheet.rows}
        columns={[
          { title: t('reviewDefense.order'), dataIndex: 'orderNum', width: 70 },
          {
            title: t('reviewDefense.applicant'),
            dataIndex: 'applicantName',
            render: (name: string, row) => (
              <>
                <span>{name}</span>
                <DossierLink declarationId={row.declarationId} />
              </>
            ),
          },
          {
            title: t('reviewDefense.score'),
            key: 'score',
            width: 140,
            render: (_v, row) => (
              <InputNumber
                aria-label={`${t('reviewDefense.score')} ${row.applicantName}`}
                min={0}
                max={DEFENSE_SCORE_MAX}
                precision={0}
                disabled={!sheet.editable || row.checkin !== 'present'}
                value={scores[row.declarationId] ?? null}
                onChange={(v) => setScores((s) => ({ ...s, [row.declarationId]: v }))}
              />
            ),
          },
        ]}
      />
      {sheet.editable && (
        <Button type="primary" style={{ marginTop: 12 }} onClick={() => void save()}>
          {t('reviewDefense.saveScores')}
        </Button>
      )}
    </Card>
  );
}
