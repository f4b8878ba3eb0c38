import { useEffect, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  evaluatorsSetSchema,
  type AssignmentRow,
  type ReviewTeamVo,
  type TableData,
  type TeamMemberVo,
} from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { http } from '../../../lib/request';
import { assignmentApi, MEMBER_BASE } from '../../title/reviewTeam/api';

/** Moves one declaration to another discipline team covering its profession (the server checks 回避). */
export function MoveDialog({
  row,
  teams,
  onClose,
  onDone,
}: {
  row: AssignmentRow | null;
  teams: ReviewTeamVo[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState<number>();
  useEffect(() => setTeamId(undefined), [row]);
  const options = teams
    .filter((x) => x.teamType === '1' && x.teamId !== row?.teamId)
    .filter((x) => row?.professionId == null || x.professionIds.includes(row.professionId))
    .map((x) => ({ value: x.teamId, label: x.teamName }));
  return (
    <Modal
      open={!!row}
      title={`${t('reviewTeam.moveTitle')} · ${row?.applicantName ?? ''}`}
      onCancel={onClose}
      okButtonProps={{ disabled: !teamId }}
      onOk={() => void assignmentApi.move([row!.declarationId], teamId!).then(onDone)}
      destroyOnHidden
    >
      <Select style={{ width: '100%' }} value={teamId} options={options} onChange={setTeamId} />
    </Modal>
  );
}

/** Sets one declaration's evaluation reviewers from the voting members of its team. */
export function EvaluatorDialog({
  row,
  onClose,
  onDone,
}: {
  row: AssignmentRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const members = useQuery({
    queryKey: [MEMBER_BASE, 'list', row?.teamId, false],
    queryFn: () =>
      http.get<TableData<TeamMemberVo>>(`${MEMBER_BASE}/list`, {
        params: { teamId: row!.teamId, pageSize: 200 },
      }),
    enabled: !!row?.teamId,
  });
  const kit = useModalForm<{ reviewerIds: number[] }>({
    open: !!row,
    target: row,
    initialValues: () => ({ reviewerIds: row!.evaluators.map((e) => e.reviewerId) }),
    save: (values) => assignmentApi.setEvaluators(row!.declarationId, values.reviewerIds),
    onSaved: onDone,
    onClose,
  });
  return (
    <ModalForm
      kit={kit}
      title={`${t('reviewTeam.setEvaluators')} · ${row?.applicantName ?? ''}`}
      testId="evaluator-form"
      forceRender={false}
    >
      <Form.Item
        label={t('reviewTeam.evaluators')}
        name="reviewerIds"
        rules={rulesFrom(evaluatorsSetSchema, 'reviewerIds')}
      >
        <Select
          mode="multiple"
          options={(members.data?.rows ?? [])
            .filter((m) => m.memberRole !== '5')
            .map((m) => ({ value: m.reviewerId, label: m.reviewerName }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
