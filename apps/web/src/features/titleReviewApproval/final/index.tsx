import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewApprovalPermission as RA, type FinalDeclarationVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { DictTag, SearchForm, TablePagination, useTableQuery, fitColumns } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { actionsFor, permissionOf } from '../../title/reviewDeclare/declaration-actions';
import { finalApi } from '../finalApproval/api';
import { CertificateModal } from './CertificateModal';
import { CertificateDownload } from '../papers/PaperButtons';

/** 终审归档: final results with their certificate numbers; revocation with a reason, and the certificate view. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('title_review_approval_status');
  const list = useTableQuery<FinalDeclarationVo>({ key: 'review/final', url: finalApi.archiveListUrl });
  const [revoking, setRevoking] = useState<FinalDeclarationVo | null>(null);
  const [reason, setReason] = useState('');
  const [certificateOf, setCertificateOf] = useState<number | null>(null);

  const revoke = async () => {
    await finalApi.revoke({ declarationId: revoking!.declarationId, revokeReason: reason });
    feedback().message.success(t('reviewFinal.revoked'));
    setRevoking(null);
    setReason('');
    await list.refresh();
  };

  const columns: TableColumnsType<FinalDeclarationVo> = [
    { title: t('reviewVote.applicant'), dataIndex: 'applicantName', width: 110 },
    { title: t('reviewVote.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewVote.title'), dataIndex: 'titleName', width: 120 },
    {
      title: t('reviewFinal.approvalStatus'),
      dataIndex: 'approvalStatus',
      width: 100,
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    { title: t('reviewFinal.certificateNo'), dataIndex: 'certificateNo', width: 170 },
    { title: t('reviewFinal.finalTime'), dataIndex: 'finalTime', width: 160 },
    { title: t('reviewFinal.revokeReason'), dataIndex: 'revokeReason', width: 160, ellipsis: true },
    { title: t('reviewFinal.barUntil'), dataIndex: 'barUntil', width: 110 },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_v, r) =>
        // The certificate stands while the result may still be revoked.
        actionsFor(r).has('revoke') && (
          <Space size={0}>
            <Auth perm={RA.CERTIFICATE}>
              <Button type="link" size="small" onClick={() => setCertificateOf(r.declarationId)}>
                {t('reviewFinal.certificate')}
              </Button>
              <CertificateDownload
                declarationId={r.declarationId}
                label={t('reviewPapers.downloadPdf')}
                link
              />
            </Auth>
            <Auth perm={permissionOf('revoke')}>
              <Button type="link" size="small" danger onClick={() => setRevoking(r)}>
                {t('reviewFinal.revoke')}
              </Button>
            </Auth>
          </Space>
        ),
    },
  ];

  const fitted = fitColumns(columns, 0, 1300);
  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewVote.applicant')} name="applicantName">
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 12 }}>
        <Auth perm={[RA.FINAL, RA.EXPORT]} match="all">
          <Button
            onClick={() =>
              void download(finalApi.exportUrl('final'), list.filterParams, 'final_results.xlsx')
            }
          >
            {t('reviewVote.export')}
          </Button>
        </Auth>
      </Space>
      <Table
        rowKey="declarationId"
        size="middle"
        loading={list.loading}
        columns={fitted.columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: fitted.scrollX }}
      />
      <TablePagination
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onChange={list.setPage}
      />
      <Modal
        open={revoking !== null}
        title={`${t('reviewFinal.revoke')} · ${revoking?.applicantName ?? ''}`}
        onCancel={() => setRevoking(null)}
        onOk={() => void revoke()}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('reviewFinal.revokeReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
      <CertificateModal declarationId={certificateOf} onClose={() => setCertificateOf(null)} />
    </div>
  );
}
