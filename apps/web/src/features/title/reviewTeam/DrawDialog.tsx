import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DrawResult, ReviewTeamVo } from '@zcps/contracts';
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
  const [form] = Form.useForm<{ poolId: number; seed?: string }>();
  const [result, setResult] = useState<DrawResult | null>(null);
  const [drawing, setDrawing] = useState(false);
  const pools = usePools(seriesId, !!team);

  useEffect(() => {
    if (!team) return;
    setResult(null);
    form.resetFields();
    form.setFieldsValue({ poolId: team.poolId ?? undefined });
  }, [team, form]);

  const draw = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !team) return;
    setDrawing(true);
    try {
      const res = await teamApi.draw(team.teamId, values.poolId, values.seed?.trim());
      setResult(res.data);
      onDrawn();
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Modal
      open={!!team}
      title={`${t('reviewTeam.drawTitle')} · ${team?.teamName ?? ''}`}
      onCancel={onClose}
      onOk={() => (result ? onClose() : void draw())}
      okText={result ? undefined : t('reviewTeam.draw')}
      confirmLoading={drawing}
      destroyOnHidden
    >
      <p data-testid="draw-seats">
        {t('reviewTeam.seats', { size: team?.teamSize ?? 0, seated: team?.memberCount ?? 0 })}
      </p>
      <Form form={form} layout="vertical" data-testid="draw-form" disabled={!!result}>
        <Form.Item label={t('reviewTeam.pool')} name="poolId" rules={[{ required: true }]}>
          <Select
            options={pools.map((p) => ({ value: p.poolId, label: `${p.poolName}（${p.availableCount}）` }))}
          />
        </Form.Item>
        <Form.Item
          label={t('reviewTeam.seed')}
          name="seed"
          extra={t('reviewTeam.seedHint')}
          rules={[{ pattern: /^[A-Za-z0-9_-]{0,64}$/ }]}
        >
          <Input allowClear />
        </Form.Item>
      </Form>
      {result && (
        <Alert
          type="success"
          showIcon
          title={t('reviewTeam.drawn', { n: result.drawnIds.length, seed: result.seed })}
          description={t('reviewTeam.excluded', { n: result.excluded.length })}
        />
      )}
    </Modal>
  );
}
