import { useState } from 'react';
import { Alert, Button, Table } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AttachmentPermission as P, type AttachmentVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { fitColumns, sortOf, TablePagination, TableToolbar, useTableQuery } from '../../../components/crud';
import { attachmentTypeApi } from '../attachmentType/api';
import { AttachmentBatchButtons, useAttachmentActions, useAttachmentColumns } from './AttachmentActions';
import { UploadDialog } from './UploadDialog';
import { ATTACHMENT_BASE, attachmentApi } from './api';

/**
 * One employee's attachments (the dossier's 附件 tab): typed upload, check states with the checker's remark,
 * preview, download, delete, submit, and the office's verdicts; required types still missing are listed first.
 */
export function AttachmentPanel({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const list = useTableQuery<AttachmentVo>({
    key: `${ATTACHMENT_BASE}/of/${employeeId}`,
    url: `${attachmentApi.listUrl}?employeeId=${employeeId}`,
    pageSize: 50,
  });
  const missing = useQuery({
    queryKey: [`${ATTACHMENT_BASE}/missing`, employeeId],
    queryFn: async () => (await attachmentApi.missing(employeeId)).data ?? [],
  });
  const types = useQuery({
    queryKey: ['/employee/attachment-type/optionselect'],
    queryFn: async () => (await attachmentTypeApi.options()).data ?? [],
  });
  const refresh = () => Promise.all([list.refresh(), missing.refetch()]);
  const actions = useAttachmentActions(refresh);
  // The check state stays beside the pinned actions, in sight on a 1440 px screen.
  const fitted = fitColumns(useAttachmentColumns(actions, false), 32);
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.recordId));
  const lacking = missing.data ?? [];

  return (
    <div data-testid="attachment-panel">
      {lacking.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('attachment.missingRequired', { names: lacking.map((m) => m.typeName).join('、') })}
        />
      )}
      <TableToolbar onRefresh={() => void refresh()}>
        <Auth perm={P.UPLOAD}>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {t('attachment.upload')}
          </Button>
        </Auth>
        <AttachmentBatchButtons selected={selected} actions={actions} />
      </TableToolbar>
      <Table<AttachmentVo>
        rowKey="recordId"
        size="middle"
        loading={list.loading}
        columns={fitted.columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: fitted.scrollX }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <UploadDialog
        open={uploading}
        employeeId={employeeId}
        types={types.data ?? []}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          void refresh();
        }}
      />
      {actions.dialogs}
    </div>
  );
}
