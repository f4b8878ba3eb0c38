import { useState } from 'react';
import { Alert, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewerAccountsResult, ReviewerVo } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { reviewerApi } from './api';

/**
 * 开通账号: experts who cannot sign in cannot score or vote when drawn. Opens an account for the selected
 * reviewers without one, or for every active reviewer without one, and shows what was made and what was not.
 */
export function AccountsDialog({
  open,
  selected,
  onClose,
  onDone,
}: {
  open: boolean;
  /** Rows ticked in the list; none means every active reviewer without an account. */
  selected: ReviewerVo[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<ReviewerAccountsResult | null>(null);
  const picked = selected.filter((r) => r.userId === null);

  const run = async () => {
    setSaving(true);
    try {
      const reviewerIds = selected.length ? picked.map((r) => r.reviewerId) : undefined;
      const { data } = await reviewerApi.openAccounts({ reviewerIds });
      setResult(data);
      feedback().message.success(t('reviewer.accountsOk', { n: data.created.length }));
      onDone();
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setResult(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('reviewer.accountsTitle')}
      width={640}
      onCancel={close}
      onOk={result ? close : () => void run()}
      okText={result ? t('reviewer.accountsClose') : t('reviewer.accountsRun')}
      okButtonProps={{ loading: saving, disabled: !result && selected.length > 0 && !picked.length }}
      cancelButtonProps={{ style: result ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      {!result ? (
        <Typography.Paragraph data-testid="accounts-scope">
          {selected.length
            ? t('reviewer.accountsSelected', { n: picked.length, skipped: selected.length - picked.length })
            : t('reviewer.accountsAll')}
        </Typography.Paragraph>
      ) : (
        <div data-testid="accounts-result">
          <Alert
            type="success"
            showIcon
            message={t('reviewer.accountsMade', { n: result.created.length, dept: result.deptName })}
            description={t('reviewer.accountsPassword')}
          />
          {result.created.length > 0 && (
            <Table
              size="small"
              rowKey="reviewerId"
              pagination={result.created.length > 10 ? { pageSize: 10 } : false}
              style={{ marginTop: 12 }}
              dataSource={result.created}
              columns={[
                { title: t('reviewer.reviewerName'), dataIndex: 'reviewerName' },
                { title: t('reviewer.account'), dataIndex: 'userName' },
              ]}
            />
          )}
          {result.skipped.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              message={t('reviewer.accountsSkipped', { n: result.skipped.length })}
              description={result.skipped.map((s) => (
                <div key={s.reviewerId}>
                  {s.reviewerName}：{s.reason}
                </div>
              ))}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
