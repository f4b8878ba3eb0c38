import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TeamType, teamDrawSchema, type DrawOutcome, type ReviewTeamVo } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { feedback } from '../../../lib/feedback';
import { teamApi, usePools } from './api';
import { useExclusionLabel } from './exclusions';

/** Who a previewed draw seats and leaves out, by name, and the professions it kept to. */
function DrawPreview({ team, preview }: { team: ReviewTeamVo; preview: DrawOutcome }) {
  const { t } = useTranslation();
  const label = useExclusionLabel();
  const locked = preview.drawn.filter((d) => !d.canSignIn).map((d) => d.reviewerName);
  const professions = preview.professionNames.length
    ? t('reviewTeam.byProfession', { names: preview.professionNames.join('、') })
    : t(
        team.teamType === TeamType.COMMITTEE
          ? 'reviewTeam.committeeAnyProfession'
          : 'reviewTeam.noTeamProfession',
      );
  return (
    <Alert
      type="info"
      showIcon
      data-testid="draw-preview"
      title={t('reviewTeam.previewTitle', { n: preview.drawnIds.length, seed: preview.seed })}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{professions}</Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 8 }} data-testid="draw-drawn">
            {t('reviewTeam.drawnList')}：
            {preview.drawn
              .map((d) => (d.professionName ? `${d.reviewerName}（${d.professionName}）` : d.reviewerName))
              .join('、')}
          </Typography.Paragraph>
          {locked.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              data-testid="draw-cannot-sign-in"
              title={t('reviewTeam.cannotSignIn', { names: locked.join('、') })}
            />
          )}
          {preview.excluded.length > 0 && (
            <>
              <Typography.Text>{t('reviewTeam.excluded', { n: preview.excluded.length })}：</Typography.Text>
              <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }} data-testid="draw-excluded">
                {preview.excluded.map((e) => (
                  <li key={e.reviewerId}>
                    {e.reviewerName ?? `#${e.reviewerId}`}：{label(e.reason)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Typography.Text type="secondary">{t('reviewTeam.previewHint')}</Typography.Text>
        </>
      }
    />
  );
}

/**
 * Draws a team's empty seats from a pool in two steps: 随机抽取 previews who would be seated and who is left out
 * (by name, with the reason), and 确定 saves exactly that draw; 取消 saves nothing.
 */
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
  const [preview, setPreview] = useState<(DrawOutcome & { poolId: number }) | null>(null);
  const pools = usePools(seriesId, !!team);
  const kit = useModalForm<{ poolId: number; seed?: string }>({
    open: !!team,
    target: team,
    initialValues: () => {
      setPreview(null);
      return { poolId: team!.poolId ?? undefined };
    },
    save: async (values) => {
      if (!preview) {
        const res = await teamApi.previewDraw(team!.teamId, values.poolId, values.seed?.trim());
        setPreview({ ...res.data, poolId: values.poolId });
        // The dialog stays open on the preview until it is confirmed or cancelled.
        return false;
      }
      try {
        await teamApi.draw(team!.teamId, preview.poolId, preview.seed, preview.drawnIds);
      } catch (e) {
        // Refused (the pool or the conflicts changed): the preview is stale, so it is drawn again.
        setPreview(null);
        throw e;
      }
      feedback().message.success(t('reviewTeam.drawSaved'));
      onDrawn();
    },
    onSaved: onClose,
    onClose,
  });

  return (
    <ModalForm
      kit={kit}
      title={`${t('reviewTeam.drawTitle')} · ${team?.teamName ?? ''}`}
      okText={preview ? undefined : t('reviewTeam.draw')}
      testId="draw-form"
      forceRender={false}
      formProps={{ disabled: !!preview }}
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
      {team && preview && (
        <>
          <DrawPreview team={team} preview={preview} />
          <Button
            type="link"
            // The form is locked on the preview; this one button stays usable to draw again.
            disabled={false}
            style={{ paddingInline: 0 }}
            onClick={() => {
              setPreview(null);
              kit.form.setFieldValue('seed', undefined);
            }}
          >
            {t('reviewTeam.drawAgain')}
          </Button>
        </>
      )}
    </ModalForm>
  );
}
