import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Statistic } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReviewApprovalPermission as P } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction, DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { ActivitySelect } from './ActivitySelect';
import { defenseApi } from './api';

/** The begin (开始答辩) or finish (结束答辩) page: the phase, the counts, and what the action will do. */
export function PhasePanel({ mode }: { mode: 'begin' | 'finish' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const phases = useDict('defense_phase_status');
  const assignment = useDict('assign_status');
  const [activityId, setActivityId] = useState<number>();
  const { data: state } = useQuery({
    queryKey: ['defense-state', activityId],
    enabled: activityId !== undefined,
    queryFn: async () => (await defenseApi.state(activityId!)).data,
    // The counts move on other pages and in other people's sessions (check-in, experts' scores): a page that
    // opens shows them as they are now, not as the other phase page last read them.
    staleTime: 0,
  });

  const act = async () => {
    const key = mode === 'begin' ? 'reviewDefense.beginConfirm' : 'reviewDefense.finishConfirm';
    if (!(await confirmAction(t(key)))) return;
    if (mode === 'begin') await defenseApi.begin(activityId!);
    else {
      const done = await defenseApi.finish(activityId!);
      feedback().message.success(t('reviewDefense.finished', done.data ?? { passed: 0, absent: 0 }));
    }
    await client.invalidateQueries({ queryKey: ['defense-state', activityId] });
  };

  const ready =
    state &&
    (mode === 'begin'
      ? state.defenseStatus === '0' && state.defenseRequired && state.assignmentStatus === '2'
      : state.defenseStatus === '1' && state.unchecked === 0 && state.unscored === 0);
  return (
    <div className="zcps-page-card">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ActivitySelect value={activityId} onChange={setActivityId} />
        {state && (
          <>
            <Descriptions bordered size="small" column={2}>
              <Descriptions.Item label={t('reviewDefense.activity')}>{state.activityName}</Descriptions.Item>
              <Descriptions.Item label={t('reviewDefense.defenseRequired')}>
                {state.defenseRequired ? t('reviewDefense.yes') : t('reviewDefense.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('reviewDefense.assignment')}>
                <DictTag options={assignment} value={state.assignmentStatus} />
              </Descriptions.Item>
              <Descriptions.Item label={t('reviewDefense.phase')}>
                <DictTag options={phases} value={state.defenseStatus} />
              </Descriptions.Item>
            </Descriptions>
            <Space size="large" wrap>
              <Statistic title={t('reviewDefense.total')} value={state.total} />
              <Statistic title={t('reviewDefense.sessions')} value={state.sessions} />
              <Statistic title={t('reviewDefense.present')} value={state.present} />
              <Statistic title={t('reviewDefense.absent')} value={state.absent} />
              <Statistic title={t('reviewDefense.unchecked')} value={state.unchecked} />
              <Statistic title={t('reviewDefense.unscored')} value={state.unscored} />
            </Space>
            <Alert
              type={ready ? 'info' : 'warning'}
              showIcon
              message={
                mode === 'begin'
                  ? t('reviewDefense.beginWill')
                  : t('reviewDefense.finishWill', {
                      present: state.present,
                      absent: state.absent,
                      blocked: state.unchecked + state.unscored,
                    })
              }
            />
            <Auth perm={mode === 'begin' ? P.BEGIN_DEFENSE : P.FINISH_DEFENSE}>
              <Button type="primary" danger={mode === 'finish'} disabled={!ready} onClick={() => void act()}>
                {mode === 'begin' ? t('reviewDefense.begin') : t('reviewDefense.finish')}
              </Button>
            </Auth>
          </>
        )}
      </Space>
    </div>
  );
}
