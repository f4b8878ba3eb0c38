import { Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DrawLogVo, TableData } from '@zcps/contracts';
import { http } from '../../../lib/request';
import { MEMBER_BASE } from '../reviewTeam/api';
import { useExclusionLabel } from '../reviewTeam/exclusions';

type WordKey =
  | 'reviewTeam.sourceDraw'
  | 'reviewTeam.sourceRedraw'
  | 'reviewTeam.sourceManual'
  | 'reviewTeam.actionDraw'
  | 'reviewTeam.actionRedraw'
  | 'reviewTeam.actionAdd'
  | 'reviewTeam.actionRemove';
const SOURCE_KEYS: Record<string, WordKey> = {
  draw: 'reviewTeam.sourceDraw',
  redraw: 'reviewTeam.sourceRedraw',
  manual: 'reviewTeam.sourceManual',
};
const ACTION_KEYS: Record<string, WordKey> = {
  draw: 'reviewTeam.actionDraw',
  redraw: 'reviewTeam.actionRedraw',
  add: 'reviewTeam.actionAdd',
  remove: 'reviewTeam.actionRemove',
};

/** A member's source (draw / redraw / manual) and a draw log's action (draw / redraw / add / remove) in words. */
export function useMemberWords() {
  const { t } = useTranslation();
  const word = (keys: Record<string, WordKey>, code: string): string => {
    const key = keys[code];
    return key ? t(key) : code;
  };
  return {
    source: (code: string) => word(SOURCE_KEYS, code),
    action: (code: string) => word(ACTION_KEYS, code),
  };
}

/** Every draw, redraw and manual change of a team: seed, candidates, who was left out and why, who was drawn. */
export function DrawLog({ teamId, names }: { teamId: number; names: Record<number, string> }) {
  const { t } = useTranslation();
  const label = useExclusionLabel();
  const words = useMemberWords();
  const query = useQuery({
    queryKey: [MEMBER_BASE, 'draw-log', teamId],
    queryFn: () =>
      http.get<TableData<DrawLogVo>>(`${MEMBER_BASE}/draw-log`, { params: { teamId, pageSize: 100 } }),
  });
  const name = (id: number) => names[id] ?? `#${id}`;
  return (
    <Table<DrawLogVo>
      rowKey="logId"
      size="small"
      loading={query.isLoading}
      dataSource={query.data?.rows ?? []}
      pagination={false}
      columns={[
        { title: t('reviewTeam.time'), dataIndex: 'createTime', width: 170 },
        {
          title: t('reviewTeam.action'),
          dataIndex: 'action',
          width: 90,
          render: (a: string) => <Tag>{words.action(a)}</Tag>,
        },
        { title: t('reviewTeam.seed'), dataIndex: 'seed', width: 170 },
        {
          title: t('reviewTeam.candidates'),
          dataIndex: 'candidateIds',
          width: 90,
          // Only a draw or redraw has candidates; a manual change shows none rather than 0.
          render: (ids: number[], row) => (row.seed ? ids.length : null),
        },
        {
          title: t('reviewTeam.drawnIds'),
          dataIndex: 'drawnIds',
          render: (ids: number[]) => ids.map(name).join('、'),
        },
        {
          title: t('reviewTeam.excludedHeader'),
          dataIndex: 'excluded',
          render: (rows: DrawLogVo['excluded']) =>
            rows.map((e) => `${e.reviewerName ?? name(e.reviewerId)}: ${label(e.reason)}`).join('；'),
        },
        { title: t('reviewTeam.reason'), dataIndex: 'reason', width: 160 },
      ]}
    />
  );
}
