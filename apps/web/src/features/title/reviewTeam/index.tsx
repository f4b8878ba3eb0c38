import { useEffect, useState } from 'react';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import { TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ReviewTeamMemberPermission as MP,
  ReviewTeamPermission as P,
  type ReviewTeamVo,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  CrudTable,
  CrudToolbar,
  DictTag,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { useActivityOptions } from '../reviewActivity/api';
import { useProfessionOptions } from '../reviewer/api';
import { teamApi, TEAM_BASE } from './api';
import { DrawDialog } from './DrawDialog';
import { TeamForm } from './TeamForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** The members page of one team. */
export const teamMembersPath = (teamId: number) => `/title/review-team-member?teamId=${teamId}`;

/** 评审组管理: teams and the committee of an activity, the seeded draw, and the way to each team's members. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<{ activityId?: number }>();
  const activities = useActivityOptions();
  const [activityId, setActivityId] = useState<number>();
  const activity = activities.find((a) => a.activityId === activityId);
  const professions = useProfessionOptions(activity?.seriesId);
  const types = useDict('team_type');
  const [drawing, setDrawing] = useState<ReviewTeamVo | null>(null);
  const crud = useCrudPage<ReviewTeamVo>({
    key: 'title/review-team',
    url: `${TEAM_BASE}/list`,
    rowKey: 'teamId',
    remove: teamApi.remove,
    exportUrl: teamApi.exportUrl,
    exportFile: 'review_team.xlsx',
    savedMessages: { add: 'reviewTeam.saved', edit: 'reviewTeam.saved' },
  });
  const { list } = crud;

  useEffect(() => {
    if (activityId || !activities.length) return;
    setActivityId(activities[0]!.activityId);
    form.setFieldsValue({ activityId: activities[0]!.activityId });
    list.search({ activityId: activities[0]!.activityId });
  }, [activities, activityId, form, list]);

  const columns: TableColumnsType<ReviewTeamVo> = [
    { title: t('reviewTeam.teamName'), dataIndex: 'teamName', width: 180, ellipsis: true },
    {
      title: t('reviewTeam.teamType'),
      dataIndex: 'teamType',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={types} value={v} />,
    },
    {
      title: t('reviewTeam.professions'),
      dataIndex: 'professionNames',
      width: 200,
      render: (names: string[]) => names.join('、'),
    },
    { title: t('reviewTeam.pool'), dataIndex: 'poolName', width: 160, ellipsis: true },
    { title: t('reviewTeam.teamSize'), dataIndex: 'teamSize', width: 90, align: 'center' },
    {
      title: t('reviewTeam.members'),
      dataIndex: 'memberCount',
      width: 110,
      align: 'center',
      render: (n: number, row) => (
        <>
          {n}
          {row.locked && <Tag style={{ marginLeft: 6 }}>{t('reviewTeam.locked')}</Tag>}
        </>
      ),
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 400,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={row.locked ? {} : perms} editLabel={t('reviewTeam.edit')}>
          {!row.locked && (
            <Auth perm={P.DRAW}>
              <Button type="link" size="small" icon={<ThunderboltOutlined />} onClick={() => setDrawing(row)}>
                {t('reviewTeam.draw')}
              </Button>
            </Auth>
          )}
          <Auth perm={[MP.LIST, MP.QUERY]}>
            <Button
              type="link"
              size="small"
              icon={<TeamOutlined />}
              onClick={() => void navigate(teamMembersPath(row.teamId))}
            >
              {t('reviewTeam.memberPage')}
            </Button>
          </Auth>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm
        form={form}
        onSearch={(values) => {
          setActivityId(values.activityId as number | undefined);
          list.search(values);
        }}
        onReset={() => list.search({ activityId })}
      >
        <Form.Item label={t('reviewTeam.activity')} name="activityId">
          <Select
            style={{ width: 280 }}
            options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('reviewTeam.add')}
        editLabel={t('reviewTeam.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1200} />
      <TeamForm
        open={crud.editing.open}
        row={crud.editing.row}
        activity={activity}
        professionNames={Object.fromEntries(professions.map((p) => [p.value, p.label]))}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
      <DrawDialog
        team={drawing}
        seriesId={activity?.seriesId}
        onClose={() => setDrawing(null)}
        onDrawn={() => {
          void list.refresh();
          // The member page (kept open in its tab) reads the team's pool from its own team list.
          void client.invalidateQueries({ queryKey: [TEAM_BASE] });
        }}
      />
    </div>
  );
}
