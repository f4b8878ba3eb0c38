import { useState } from 'react';
import { Button, Card, Descriptions, InputNumber, Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EVALUATOR_COUNT, type AssignmentSummary } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { useActivityOptions } from '../../title/reviewActivity/api';
import { ASSIGNMENT_BASE, assignmentApi, useAssignmentSummary } from '../../title/reviewTeam/api';
import { phaseColor } from '../assignmentDetail/AssignmentDetail';

/**
 * 开始分配 / 完成分配: the activity's assignment phase with its figures, and the one button that moves it after a
 * confirmation (begin: 0 → 1; finish: 1 → 2, refused by the server while declarations lack a team or reviewers).
 */
export function PhasePanel({ step, perm }: { step: 'begin' | 'finish'; perm: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const activities = useActivityOptions();
  const [picked, setPicked] = useState<number>();
  const activityId = picked ?? activities[0]?.activityId;
  const [evaluatorCount, setEvaluatorCount] = useState(DEFAULT_EVALUATOR_COUNT);
  const summary = useAssignmentSummary(activityId, evaluatorCount).data?.data as
    AssignmentSummary | undefined;
  const ready = summary?.assignmentStatus === (step === 'begin' ? '0' : '1');

  const act = async () => {
    if (!summary) return;
    const question = t(step === 'begin' ? 'reviewTeam.beginConfirm' : 'reviewTeam.finishConfirm', {
      name: summary.activityName,
    });
    if (!(await confirmAction(question))) return;
    const body = { activityId: summary.activityId, version: summary.version };
    if (step === 'begin') await assignmentApi.begin(body);
    else await assignmentApi.finish({ ...body, evaluatorCount });
    feedback().message.success(t(step === 'begin' ? 'reviewTeam.begun' : 'reviewTeam.finished'));
    await client.invalidateQueries({ queryKey: [ASSIGNMENT_BASE] });
  };

  return (
    <div className="zcps-page-card">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          style={{ width: 300 }}
          value={activityId}
          placeholder={t('reviewTeam.pickActivity')}
          options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
          onChange={setPicked}
        />
        {step === 'finish' && (
          <>
            <span>{t('reviewTeam.evaluatorCount')}</span>
            <InputNumber
              min={1}
              max={15}
              precision={0}
              value={evaluatorCount}
              onChange={(v) => setEvaluatorCount(v ?? 3)}
            />
          </>
        )}
      </Space>
      {summary && (
        <Card>
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={t('reviewTeam.activity')}>{summary.activityName}</Descriptions.Item>
            <Descriptions.Item label={t('reviewTeam.assignmentStatus')}>
              <Tag color={phaseColor[Number(summary.assignmentStatus)]} data-testid="phase">
                {t(`reviewTeam.phase${summary.assignmentStatus as '0' | '1' | '2'}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewTeam.passed')}>{summary.passed}</Descriptions.Item>
            <Descriptions.Item label={t('reviewTeam.assigned')}>{summary.assigned}</Descriptions.Item>
            <Descriptions.Item label={t('reviewTeam.unassigned')}>{summary.unassigned}</Descriptions.Item>
            <Descriptions.Item label={t('reviewTeam.lacking')}>{summary.lackingEvaluators}</Descriptions.Item>
          </Descriptions>
          <Auth perm={perm}>
            <Button type="primary" style={{ marginTop: 16 }} disabled={!ready} onClick={() => void act()}>
              {t(step === 'begin' ? 'reviewTeam.begin' : 'reviewTeam.finish')}
            </Button>
          </Auth>
        </Card>
      )}
    </div>
  );
}
