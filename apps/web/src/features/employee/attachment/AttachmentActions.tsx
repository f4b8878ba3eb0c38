import { useState, type ReactNode } from 'react';
import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_RECORD_CHECK_DICT,
  AttachmentPermission as P,
  isRecordRemovable,
  nextCheckStatus,
  type AttachmentVo,
  type RecordCheckAction,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction, DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { formatBytes } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { AttachmentPreview } from './AttachmentPreview';
import { CheckDialog, type CheckTarget, type CheckVerdict } from '../../../components/CheckDialog';
import { attachmentApi, downloadAttachment } from './api';

const VERDICTS: { action: CheckVerdict; icon: ReactNode; danger?: boolean }[] = [
  { action: 'approve', icon: <CheckOutlined /> },
  { action: 'return', icon: <RollbackOutlined /> },
  { action: 'reject', icon: <CloseOutlined />, danger: true },
];

const allows = (rows: readonly AttachmentVo[], action: RecordCheckAction) =>
  rows.length > 0 && rows.every((r) => nextCheckStatus(r.checkStatus, action) !== null);

/** What the list screen and the dossier panel do with attachments, and the dialogs they need. */
export function useAttachmentActions(onChanged: () => unknown) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<AttachmentVo | null>(null);
  const [checking, setChecking] = useState<CheckTarget | null>(null);
  const ids = (rows: readonly AttachmentVo[]) => rows.map((r) => r.recordId);

  const remove = async (rows: readonly AttachmentVo[]) => {
    if (!rows.length) return feedback().message.warning(t('attachment.selectRows'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await attachmentApi.remove(ids(rows));
    feedback().message.success(t('crud.deleteOk'));
    await onChanged();
  };
  const submit = async (rows: readonly AttachmentVo[]) => {
    if (!rows.length) return feedback().message.warning(t('attachment.selectRows'));
    if (!(await confirmAction(t('attachment.confirmSubmit')))) return;
    await attachmentApi.submit(ids(rows));
    feedback().message.success(t('attachment.submitOk'));
    await onChanged();
  };
  const check = (rows: readonly AttachmentVo[], action: CheckVerdict) => {
    if (!rows.length) return feedback().message.warning(t('attachment.selectRows'));
    setChecking({ ids: ids(rows), action, names: rows.map((r) => r.fileName) });
  };

  const dialogs = (
    <>
      <AttachmentPreview file={preview} onClose={() => setPreview(null)} />
      <CheckDialog
        target={checking}
        texts="attachment"
        testId="attachment-check-form"
        onCheck={attachmentApi.check}
        onClose={() => setChecking(null)}
        onDone={() => {
          setChecking(null);
          feedback().message.success(t('attachment.checkOk'));
          void onChanged();
        }}
      />
    </>
  );
  return { preview: setPreview, download: downloadAttachment, remove, submit, check, dialogs };
}

export type AttachmentActions = ReturnType<typeof useAttachmentActions>;

/** Toolbar buttons acting on the selected rows; each shows for its permission and enables when all rows allow it. */
export function AttachmentBatchButtons({
  selected,
  actions,
}: {
  selected: AttachmentVo[];
  actions: AttachmentActions;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Auth perm={P.SUBMIT}>
        <Button
          icon={<SendOutlined />}
          disabled={!allows(selected, 'submit')}
          onClick={() => void actions.submit(selected)}
        >
          {t('attachment.submit')}
        </Button>
      </Auth>
      <Auth perm={P.CHECK}>
        {VERDICTS.map((v) => (
          <Button
            key={v.action}
            icon={v.icon}
            danger={v.danger}
            disabled={!allows(selected, v.action)}
            onClick={() => actions.check(selected, v.action)}
          >
            {t(`attachment.${v.action}`)}
          </Button>
        ))}
      </Auth>
      <Auth perm={P.REMOVE}>
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={!selected.length || !selected.every((r) => isRecordRemovable(r.checkStatus))}
          onClick={() => void actions.remove(selected)}
        >
          {t('crud.delete')}
        </Button>
      </Auth>
    </>
  );
}

function RowActions({ row, actions }: { row: AttachmentVo; actions: AttachmentActions }) {
  const { t } = useTranslation();
  const link = { type: 'link', size: 'small' } as const;
  return (
    <Space size={0} wrap>
      {row.previewable && (
        <Auth perm={P.QUERY}>
          <Button {...link} icon={<EyeOutlined />} onClick={() => actions.preview(row)}>
            {t('attachment.preview')}
          </Button>
        </Auth>
      )}
      <Auth perm={P.DOWNLOAD}>
        <Button {...link} icon={<DownloadOutlined />} onClick={() => void actions.download(row)}>
          {t('attachment.download')}
        </Button>
      </Auth>
      {nextCheckStatus(row.checkStatus, 'submit') && (
        <Auth perm={P.SUBMIT}>
          <Button {...link} icon={<SendOutlined />} onClick={() => void actions.submit([row])}>
            {t('attachment.submit')}
          </Button>
        </Auth>
      )}
      <Auth perm={P.CHECK}>
        {VERDICTS.filter((v) => nextCheckStatus(row.checkStatus, v.action)).map((v) => (
          <Button
            key={v.action}
            {...link}
            danger={v.danger}
            icon={v.icon}
            onClick={() => actions.check([row], v.action)}
          >
            {t(`attachment.${v.action}`)}
          </Button>
        ))}
      </Auth>
      {isRecordRemovable(row.checkStatus) && (
        <Auth perm={P.REMOVE}>
          <Button {...link} danger icon={<DeleteOutlined />} onClick={() => void actions.remove([row])}>
            {t('crud.delete')}
          </Button>
        </Auth>
      )}
    </Space>
  );
}

/** The columns both screens show; the list across employees adds the employee. */
export function useAttachmentColumns(actions: AttachmentActions, withEmployee: boolean) {
  const { t } = useTranslation();
  const status = useDict(ATTACHMENT_RECORD_CHECK_DICT);
  const columns: TableColumnsType<AttachmentVo> = [
    ...(withEmployee
      ? [{ title: t('attachment.employeeName'), dataIndex: 'employeeName', width: 120, ellipsis: true }]
      : []),
    { title: t('attachment.type'), dataIndex: 'typeName', width: 140, ellipsis: true },
    {
      title: t('attachment.fileName'),
      dataIndex: 'fileName',
      ellipsis: true,
      sorter: true,
      render: (name: string, row) =>
        row.previewable ? (
          <Typography.Link onClick={() => actions.preview(row)}>{name}</Typography.Link>
        ) : (
          name
        ),
    },
    {
      title: t('attachment.fileSize'),
      dataIndex: 'fileSize',
      width: 100,
      align: 'right',
      sorter: true,
      render: (size: number) => formatBytes(size),
    },
    {
      title: t('attachment.checkStatus'),
      dataIndex: 'checkStatus',
      width: 100,
      align: 'center',
      sorter: true,
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    {
      title: t('attachment.checkRemark'),
      dataIndex: 'checkRemark',
      width: 180,
      ellipsis: { showTitle: false },
      render: (remark: string | null) => (remark ? <Tooltip title={remark}>{remark}</Tooltip> : null),
    },
    { title: t('attachment.uploadTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_v, row) => <RowActions row={row} actions={actions} />,
    },
  ];
  return columns;
}
