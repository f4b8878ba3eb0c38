import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { FilePdfOutlined, FileExcelOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmployeePermission, ReviewApprovalPermission as P } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { feedback } from '../../../lib/feedback';
import { ActivitySelect } from '../defense/ActivitySelect';
import { papersApi, type SignInWho } from './api';

/** A paper as PDF, with its xlsx beside it for those who export. */
function PdfAndXlsx(props: { label: string; testId: string; pdf: () => unknown; xlsx?: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Button icon={<FilePdfOutlined />} data-testid={`${props.testId}-pdf`} onClick={() => void props.pdf()}>
        {props.label}
      </Button>
      {props.xlsx && (
        <Auth perm={P.EXPORT}>
          <Button
            icon={<FileExcelOutlined />}
            data-testid={`${props.testId}-xlsx`}
            aria-label={`${props.label} ${t('reviewPapers.xlsx')}`}
            onClick={() => void props.xlsx!()}
          />
        </Auth>
      )}
    </Space.Compact>
  );
}

/** 答辩签到表 and 专家签到表 of a session; 答辩通知 to send and print for who arranges the sessions. */
export function SessionPapers({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const sheet = (who: SignInWho, label: string) => (
    <PdfAndXlsx
      label={label}
      testId={`sign-in-${who}`}
      pdf={() => papersApi.signInPdf(sessionId, who)}
      xlsx={() => papersApi.signInXlsx(sessionId, who)}
    />
  );
  const send = async () => {
    const { data } = await papersApi.sendNotices(sessionId);
    feedback().message.success(t('reviewPapers.noticeSent', { ...data }));
  };
  return (
    <Space wrap>
      <Auth perm={P.DEFENSE}>{sheet('applicants', t('reviewPapers.applicantSignIn'))}</Auth>
      <Auth perm={P.DEFENSE}>{sheet('experts', t('reviewPapers.expertSignIn'))}</Auth>
      <Auth perm={P.ARRANGE}>
        <Popconfirm title={t('reviewPapers.sendNoticeConfirm')} onConfirm={() => void send()}>
          <Button icon={<SendOutlined />} data-testid="send-notices">
            {t('reviewPapers.sendNotice')}
          </Button>
        </Popconfirm>
      </Auth>
      <Auth perm={P.ARRANGE}>
        <PdfAndXlsx
          label={t('reviewPapers.printNotice')}
          testId="notices"
          pdf={() => papersApi.noticePdf(sessionId)}
          xlsx={() => papersApi.noticeXlsx(sessionId)}
        />
      </Auth>
    </Space>
  );
}

/** 公示名单 of an activity chosen beside the button (its xlsx is the page's own export). */
export function PublicityListButton() {
  const { t } = useTranslation();
  const [activityId, setActivityId] = useState<number | undefined>();
  return (
    <Auth perm={P.FINAL_APPROVAL}>
      <Space.Compact>
        <ActivitySelect value={activityId} onChange={setActivityId} />
        <Button
          icon={<FilePdfOutlined />}
          data-testid="publicity-pdf"
          onClick={() =>
            activityId
              ? void papersApi.publicityPdf(activityId)
              : feedback().message.warning(t('reviewPapers.publicityNeedsActivity'))
          }
        >
          {t('reviewPapers.publicityList')}
        </Button>
      </Space.Compact>
    </Auth>
  );
}

/** The certificate as PDF: the office's from 终审归档, the applicant's own from their progress page. */
export function CertificateDownload(props: { declarationId: number; label?: string; link?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type={props.link ? 'link' : 'primary'}
      size={props.link ? 'small' : undefined}
      icon={<FilePdfOutlined />}
      data-testid={`certificate-pdf-${props.declarationId}`}
      onClick={() => void papersApi.certificatePdf(props.declarationId)}
    >
      {props.label ?? t('reviewPapers.downloadPdf')}
    </Button>
  );
}

/** 评审表 of a declaration: the dossier and its eligibility, printable (the route's codes: expert or records reader). */
export function ReviewFormButton({ declarationId }: { declarationId: number }) {
  const { t } = useTranslation();
  return (
    <Auth perm={[P.RATING, EmployeePermission.QUERY]}>
      <Button
        icon={<FilePdfOutlined />}
        data-testid={`review-form-${declarationId}`}
        onClick={() => void papersApi.reviewFormPdf(declarationId)}
      >
        {t('reviewPapers.reviewForm')}
      </Button>
    </Auth>
  );
}
