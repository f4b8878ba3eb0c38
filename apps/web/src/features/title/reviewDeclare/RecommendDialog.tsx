import { useEffect, useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeclarationVo } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { declareApi } from './api';

/** 推荐: the unit's opinion on the declarations it recommends, sent with them (shown to the office and the applicant). */
export function RecommendDialog({
  rows,
  onClose,
  onDone,
}: {
  /** The selected declarations; null while closed. */
  rows: DeclarationVo[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [opinion, setOpinion] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (rows) setOpinion(t('reviewDeclare.recommendDefault'));
  }, [rows, t]);
  const send = async () => {
    setSaving(true);
    try {
      await declareApi.recommend({
        declarationIds: rows!.map((r) => r.declarationId),
        versions: rows!.map((r) => r.version),
        opinion: opinion.trim() || null,
      });
      feedback().message.success(t('reviewDeclare.recommended'));
      onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={rows !== null}
      title={t('reviewDeclare.recommendTitle')}
      onCancel={onClose}
      onOk={() => void send()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('reviewDeclare.confirmRecommend', { n: rows?.length ?? 0 })}
        {rows && `（${rows.map((r) => r.applicantName).join('、')}）`}
      </Typography.Paragraph>
      <Typography.Text>{t('reviewDeclare.recommendOpinion')}</Typography.Text>
      <Input.TextArea
        data-testid="recommend-opinion"
        value={opinion}
        maxLength={500}
        showCount
        rows={3}
        onChange={(e) => setOpinion(e.target.value)}
      />
    </Modal>
  );
}
