import { Button, Descriptions, Drawer, Space, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmployeePermission, ReviewApprovalPermission as P, ReviewDeclarePermission } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { approvalApi, DECLARE_BASE } from '../../title/reviewDeclare/api';
import { attachmentApi } from '../../employee/attachment/api';
import { employeeApi } from '../../employee/info/api';
import { DossierTabs } from '../reviewRating/DossierDrawer';
import { ReviewFormButton } from '../papers/PaperButtons';
import { Trail } from './Trail';

function EmployeeDossier({ employeeId, declarationId }: { employeeId: number; declarationId: number }) {
  const { t } = useTranslation();
  // The office's own eligibility check of the declaration (资格审查's or the declaration query's code).
  const checksEligibility = useAuth().hasPermiOr([ReviewDeclarePermission.QUERY, P.PREPARE]);
  const dossier = useQuery({
    queryKey: ['employee/dossier', employeeId],
    queryFn: () => employeeApi.dossier(employeeId),
  });
  return (
    <div data-testid="declaration-dossier">
      <h4 style={{ marginTop: 16 }}>{t('reviewTrail.dossier')}</h4>
      {dossier.data?.data ? (
        <DossierTabs
          dossier={dossier.data.data}
          source={{
            previewUrl: attachmentApi.previewUrl,
            eligibilityUrl: checksEligibility ? `${DECLARE_BASE}/${declarationId}/eligibility` : undefined,
          }}
        />
      ) : (
        <Spin />
      )}
    </div>
  );
}

/** One declaration with its trail (and, for those who read employee records, its dossier), from any list. */
export function TrailDrawer({
  declarationId,
  onClose,
}: {
  declarationId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const stages = useDict('title_review_stage');
  const statuses = useDict('title_review_approval_status');
  const query = useQuery({
    queryKey: ['review-approval/detail', declarationId],
    queryFn: () => approvalApi.progress(declarationId!),
    enabled: declarationId !== null,
  });
  const data = query.data?.data;
  const readsDossiers = useAuth().hasPermi(EmployeePermission.QUERY);
  return (
    <Drawer
      open={declarationId !== null}
      size="large"
      title={t('reviewTrail.title')}
      onClose={onClose}
      extra={
        declarationId !== null && (
          <Space>
            {readsDossiers && <ReviewFormButton declarationId={declarationId} />}
            <Auth perm={P.EXPORT}>
              <Button
                icon={<DownloadOutlined />}
                onClick={() =>
                  void download(approvalApi.trailExportUrl(declarationId), {}, 'review_trail.xlsx')
                }
              >
                {t('crud.export')}
              </Button>
            </Auth>
          </Space>
        )
      }
    >
      {query.isLoading && <Spin />}
      {data && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('reviewDeclare.applicant')}>
              {data.declaration.applicantName}
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewDeclare.unit')}>{data.declaration.unitName}</Descriptions.Item>
            <Descriptions.Item label={t('reviewDeclare.activity')}>
              {data.declaration.activityName}
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewDeclare.title')}>
              {data.declaration.titleName}
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewDeclare.stage')}>
              <DictTag options={stages} value={data.declaration.stage} />
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewDeclare.status')}>
              <DictTag options={statuses} value={data.declaration.approvalStatus} />
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>{t('reviewTrail.trail')}</h4>
          <Trail rows={data.trail} />
          {/* The office judges what it reads: the applicant's dossier beside the trail. */}
          {readsDossiers && (
            <EmployeeDossier employeeId={data.declaration.employeeId} declarationId={declarationId!} />
          )}
        </>
      )}
    </Drawer>
  );
}
