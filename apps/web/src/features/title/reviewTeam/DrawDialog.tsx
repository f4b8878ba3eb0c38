import { useState } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamDrawSchema, type DrawResult, type ReviewTeamVo } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { teamApi, usePools } from './api';

/** Draws a team's empty seats from a pool; the seed is shown after the draw so it can be replayed. */
export function DrawDialog({
  team,
  seriesId,
  onClose,
  onDrawn,
}: {
  team: ReviewTeamVo | null;
  seriesId: number | undefined;
  onClose: () => void;
  onDrawn: () => void;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<DrawResult | null>(null);
  const pools = usePools(seriesId, !!team);
  const kit = useModalForm<{ poolId: number; seed?: string }>({
    open: !!team,
    target: team,
    initialValues: () => {
      setResult(null);
      return { poolId: team!.poolId ?? undefined };
    },
    save: async (values) => {
      // Once drawn, the form is locked on the result and OK only closes the dialog.
      if (result) return onClose();
      const res = await teamApi.draw(team!.teamId, values.poolId, values.seed?.trim());
      setResult(res.data);
      onDrawn();
    },
    // The dialog stays open to show the drawn seats and the seed.
    onSaved: () => {},
    onClose,
  });

  return (
    <ModalForm
      kit={kit}
      title={`${t('reviewTeam.drawTitle')} · ${team?.teamName ?? ''}`}
      okText={result ? undefined : t('reviewTeam.draw')}
      testId="draw-form"
      forceRender={false}
      formProps={{ disabled: !!result }}
      header={
        <p data-testid="draw-seats">
          {t('reviewTeam.seats', { size: team?.teamSize ?? 0, seated: team?.memberCount ?? 0 })}
        </p>
      }
    >
      <Form.Item label={t('reviewTeam.pool')} name="poolId" rules={rulesFrom(teamDrawSchema, 'poolId')}>
        <Select
          options={pools.map((p) => ({ value: p.poolId, label: `${p.poolName}（${p.availableCount}）` }))}
        />
      </Form.Item>
      <Form.Item
        label={t('reviewTeam.seed')}
        name="seed"
        extra={t('reviewTeam.seedHint')}
        // The contract's seed is a preprocessed optional; its pattern is the same as this one with blank allowed.
        rules={[{ pattern: /^[A-Za-z0-9_-]{0,64}$/ }]}
      >
        <Input allowClear />
      </Form.Item>
      {result && (
        <Alert
          type="success"
          showIcon
          title={t('reviewTeam.drawn', { n: result.drawnIds.length, seed: result.seed })}
          description={t('reviewTeam.excluded', { n: result.excluded.length })}
        />
      )}
    </ModalForm>
  );
}
