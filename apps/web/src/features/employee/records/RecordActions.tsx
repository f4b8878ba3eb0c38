import { useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  isRecordEditable,
  isRecordRemovable,
  nextCheckStatus,
  recordPermissions,
  type DictDataVo,
  type RecordCheckAction,
  type RecordSpec,
  type RecordVo,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { recordApi } from './api';
import { CheckDialog, type CheckTarget, type CheckVerdict } from '../../../components/CheckDialog';
import { RecordForm } from './RecordForm';

const VERDICTS: { action: CheckVerdict; icon: ReactNode; danger?: boolean }[] = [
  { action: 'approve', icon: <CheckOutlined /> },
  { action: 'return', icon: <RollbackOutlined /> },
  { action: 'reject', icon: <CloseOutlined />, danger: true },
];

export const allows = (rows: readonly RecordVo[], action: RecordCheckAction) =>
  rows.length > 0 && rows.every((r) => nextCheckStatus(r.checkStatus, action) !== null);

/**
 * What a kind's screen and a dossier tab do with records: the form (add, edit), delete, submit and the
 * checker's verdicts, each asking first where the family asks, then `onChanged`.
 */
export function useRecordActions(
  spec: RecordSpec,
  dicts: Record<string, DictDataVo[]>,
  onChanged: () => unknown,
  employeeId?: number,
) {
  const { t } = useTranslation();
  const api = recordApi(spec);
  const [editing, setEditing] = useState<{ open: boolean; row: RecordVo | null }>({ open: false, row: null });
  const [checking, setChecking] = useState<CheckTarget | null>(null);
  const ids = (rows: readonly RecordVo[]) => rows.map((r) => r.recordId);
  const warnEmpty = (rows: readonly RecordVo[]) => {
    if (!rows.length) feedback().message.warning(t('record.selectRows'));
    return !rows.length;
  };

  const remove = async (rows: readonly RecordVo[]) => {
    if (warnEmpty(rows) || !(await confirmAction(t('crud.confirmDelete')))) return;
    await api.remove(ids(rows));
    feedback().message.success(t('crud.deleteOk'));
    await onChanged();
  };
  const submit = async (rows: readonly RecordVo[]) => {
    if (warnEmpty(rows) || !(await confirmAction(t('record.confirmSubmit')))) return;
    await api.submit(ids(rows));
    feedback().message.success(t('record.submitOk'));
    await onChanged();
  };
  const check = (rows: readonly RecordVo[], action: CheckVerdict) => {
    if (!warnEmpty(rows)) setChecking({ ids: ids(rows), action });
  };

  const dialogs = (
    <>
      <RecordForm
        spec={spec}
        dicts={dicts}
        open={editing.open}
        row={editing.row}
        employeeId={employeeId}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={() => {
          setEditing({ open: false, row: null });
          feedback().message.success(t('record.saveOk'));
          void onChanged();
        }}
      />
      <CheckDialog
        target={checking}
        texts="record"
        testId="record-check-form"
        onCheck={api.check}
        onClose={() => setChecking(null)}
        onDone={() => {
          setChecking(null);
          feedback().message.success(t('record.checkOk'));
          void onChanged();
        }}
      />
    </>
  );
  return {
    spec,
    add: () => setEditing({ open: true, row: null }),
    edit: (row: RecordVo) => setEditing({ open: true, row }),
    remove,
    submit,
    check,
    dialogs,
  };
}

export type RecordActions = ReturnType<typeof useRecordActions>;

/** Toolbar buttons for the selected rows; each shows for its permission and enables when every row allows it. */
export function RecordBatchButtons({ selected, actions }: { selected: RecordVo[]; actions: RecordActions }) {
  const { t } = useTranslation();
  const P = recordPermissions(actions.spec);
  return (
    <>
      <Auth perm={P.SUBMIT}>
        <Button
          icon={<SendOutlined />}
          disabled={!allows(selected, 'submit')}
          onClick={() => void actions.submit(selected)}
        >
          {t('record.submit')}
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
            {t(`record.${v.action}`)}
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

/** The operation column of one record: only what its state allows. */
export function RecordRowActions({ row, actions }: { row: RecordVo; actions: RecordActions }) {
  const { t } = useTranslation();
  const P = recordPermissions(actions.spec);
  const link = { type: 'link', size: 'small' } as const;
  return (
    <Space size={0} wrap>
      {isRecordEditable(row.checkStatus) && (
        <Auth perm={P.EDIT}>
          <Button {...link} icon={<EditOutlined />} onClick={() => actions.edit(row)}>
            {t('record.edit')}
          </Button>
        </Auth>
      )}
      {nextCheckStatus(row.checkStatus, 'submit') && (
        <Auth perm={P.SUBMIT}>
          <Button {...link} icon={<SendOutlined />} onClick={() => void actions.submit([row])}>
            {t('record.submit')}
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
            {t(`record.${v.action}`)}
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
