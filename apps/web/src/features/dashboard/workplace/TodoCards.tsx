import type { ReactNode } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import {
  AuditOutlined,
  CommentOutlined,
  EditOutlined,
  ExceptionOutlined,
  FileDoneOutlined,
  FormOutlined,
  MessageOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WorkplaceTodo, WorkplaceTodoKey } from '@zcps/contracts';
import { useStableNavigate } from '../../../lib/use-stable-navigate';

const LOOK: Record<WorkplaceTodoKey, { icon: ReactNode; tone: string }> = {
  prepareCheck: { icon: <AuditOutlined />, tone: '#fa8c16' },
  objections: { icon: <ExceptionOutlined />, tone: '#f5222d' },
  evaluations: { icon: <EditOutlined />, tone: '#1677ff' },
  teamMeetings: { icon: <CommentOutlined />, tone: '#13c2c2' },
  committeeMeetings: { icon: <FileDoneOutlined />, tone: '#722ed1' },
  returned: { icon: <RollbackOutlined />, tone: '#f5222d' },
  drafts: { icon: <FormOutlined />, tone: '#8c8c8c' },
  messages: { icon: <MessageOutlined />, tone: '#1677ff' },
};

/** One card per to-do with its count; a card opens the page where the work is done. */
export function TodoCards({ todos }: { todos: WorkplaceTodo[] }) {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  return (
    <Card variant="borderless" title={t('workplace.todos')} data-testid="workplace-todos">
      {todos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.todosEmpty')} />
      ) : (
        <Row gutter={[12, 12]}>
          {todos.map((todo) => {
            const { icon, tone } = LOOK[todo.key];
            return (
              <Col xs={12} md={8} xl={6} key={todo.key}>
                <button
                  type="button"
                  className={`zcps-todo${todo.count ? '' : ' zcps-todo-done'}`}
                  onClick={() => navigate(todo.path)}
                  data-testid={`todo-${todo.key}`}
                  aria-label={`${t(`workplace.${todo.key}`)}: ${todo.count}`}
                >
                  <span className="zcps-todo-icon" style={{ color: tone, background: `${tone}1a` }}>
                    {icon}
                  </span>
                  <span className="zcps-todo-body">
                    <span className="zcps-todo-count" data-testid={`todo-count-${todo.key}`}>
                      {todo.count}
                    </span>
                    <span className="zcps-todo-label">{t(`workplace.${todo.key}`)}</span>
                  </span>
                </button>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}
