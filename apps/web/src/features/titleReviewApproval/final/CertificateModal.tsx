import { Button, Modal, Space } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { finalApi } from '../finalApproval/api';
import { CertificateDownload } from '../papers/PaperButtons';
import '../teamVote/print.css';

interface Props {
  declarationId: number | null;
  onClose: () => void;
}

/** The certificate (name, unit, title, number, date) as a print page: only its area prints. */
export function CertificateModal({ declarationId, onClose }: Props) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['review/final/certificate', declarationId],
    queryFn: () => finalApi.certificate(declarationId!),
    enabled: declarationId !== null,
  });
  const c = query.data?.data;
  return (
    <Modal
      open={declarationId !== null}
      width={760}
      title={t('reviewFinal.certificate')}
      onCancel={onClose}
      footer={
        <Space>
          {declarationId !== null && c && <CertificateDownload declarationId={declarationId} />}
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!c}>
            {t('reviewVote.print')}
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      {c && (
        <div
          className="zcps-print-area"
          data-testid="certificate"
          style={{ padding: 48, border: '6px double #b8860b', textAlign: 'center' }}
        >
          <h1 style={{ letterSpacing: 4 }}>{t('reviewFinal.certificateTitle')}</h1>
          <p style={{ fontSize: 20, marginTop: 32 }}>
            <strong>{c.applicantName}</strong>（{c.unitName}）
          </p>
          <p style={{ fontSize: 18 }}>
            {t('reviewFinal.certificateBody', {
              org: c.orgName ?? c.seriesName ?? '',
              title: c.titleName ?? '',
            })}
          </p>
          <p style={{ marginTop: 40 }}>
            {t('reviewFinal.certificateNo')}：{c.certificateNo}
          </p>
          <p>
            {t('reviewFinal.issueDate')}：{c.issueDate}
          </p>
        </div>
      )}
    </Modal>
  );
}
