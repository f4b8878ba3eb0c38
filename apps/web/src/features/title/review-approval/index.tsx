import { Alert, Card, Descriptions, Spin, Steps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApprovalStatus, REVIEW_STAGES, ReviewStage, type DeclarationVo } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { Trail } from '../../titleReviewApproval/reviewDetail/Trail';
import { approvalApi } from '../reviewDeclare/api';
import { PreReviewCard } from './PreReviewCard';
import { CertificateDownload } from '../../titleReviewApproval/papers/PaperButtons';

const FLOW = REVIEW_STAGES.filter((s) => s !== ReviewStage.DRAFT);
/** Without a 预审 process the line starts at 资格审查. */
const DIRECT = FLOW.filter((s) => s !== ReviewStage.PRE_REVIEW);
const FAILED: readonly string[] = [ApprovalStatus.FAILED, ApprovalStatus.REVOKED];

/** Where the declaration stands on the stage line: the step, and whether it stopped there. */
export function stepOf(d: Pick<DeclarationVo, 'stage' | 'approvalStatus'>, flow: readonly string[] = DIRECT) {
  const current = Math.max(0, flow.indexOf(d.stage));
  const status: 'error' | 'finish' | 'process' | 'wait' = FAILED.includes(d.approvalStatus)
    ? 'error'
    : d.approvalStatus === ApprovalStatus.FINAL
      ? 'finish'
      : d.stage === ReviewStage.DRAFT
        ? 'wait'
        : 'process';
  return { current, status };
}

/** 职称评审 (hidden, `?declarationId=`): one declaration's progress — the stage line, its status, the trail. */
export function Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const declarationId = Number(params.get('declarationId'));
  const stages = useDict('title_review_stage');
  const statuses = useDict('title_review_approval_status');
  const valid = Number.isInteger(declarationId) && declarationId > 0;
  const query = useQuery({
    queryKey: ['review-approval/progress', declarationId],
    queryFn: () => approvalApi.progress(declarationId),
    enabled: valid,
  });
  if (!valid) return <Alert type="warning" showIcon message={t('reviewTrail.noDeclaration')} />;
  // The refusal itself was shown as a toast; the page says why it stays empty instead of spinning on.
  if (query.isError) return <Alert type="error" showIcon message={t('reviewTrail.unavailable')} />;
  const data = query.data?.data;
  if (!data) return <Spin />;
  const d = data.declaration;
  const flow = data.process ? FLOW : DIRECT;
  const step = stepOf(d, flow);
  return (
    <div className="zcps-page-card" data-testid="declaration-progress">
      <Card title={t('reviewTrail.progressTitle')} size="small">
        <Steps
          size="small"
          current={step.current}
          status={step.status}
          items={flow.map((stage) => ({
            // Blank until the dictionary arrives, never the stage's code.
            title: stages.find((s) => s.dictValue === stage)?.dictLabel ?? '',
          }))}
        />
        <Descriptions size="small" column={3} style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('reviewDeclare.applicant')}>{d.applicantName}</Descriptions.Item>
          <Descriptions.Item label={t('reviewDeclare.activity')}>{d.activityName}</Descriptions.Item>
          <Descriptions.Item label={t('reviewDeclare.title')}>{d.titleName}</Descriptions.Item>
          <Descriptions.Item label={t('reviewDeclare.stage')}>
            <DictTag options={stages} value={d.stage} />
          </Descriptions.Item>
          <Descriptions.Item label={t('reviewDeclare.status')}>
            <DictTag options={statuses} value={d.approvalStatus} />
          </Descriptions.Item>
          <Descriptions.Item label={t('reviewDeclare.returnCount')}>{d.returnCount}</Descriptions.Item>
          {d.certificateNo && (
            <Descriptions.Item label={t('reviewFinal.certificateNo')}>{d.certificateNo}</Descriptions.Item>
          )}
        </Descriptions>
        {/* Once the certificate exists its holder downloads it here (the server lets only them, or the office). */}
        {d.certificateNo && d.approvalStatus === ApprovalStatus.FINAL && (
          <CertificateDownload
            declarationId={d.declarationId}
            label={t('reviewPapers.downloadCertificate')}
          />
        )}
      </Card>
      {data.process && <PreReviewCard process={data.process} />}
      <Card title={t('reviewTrail.trail')} size="small" style={{ marginTop: 16 }}>
        <Trail rows={data.trail} />
      </Card>
    </div>
  );
}
