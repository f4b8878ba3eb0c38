import { Badge, Button, Empty, List } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchReviewMessages, markReviewMessagesRead, type ReviewMessageVo } from './api';

export const REVIEW_LIST_KEY = ['notices', 'review', 'list'];

/** The page a review message links to: its declaration's progress. */
export const progressOf = (declarationId: number) =>
  `/titleReviewApproval/index?declarationId=${declarationId}`;

/**
 * 评审消息: what happened to the caller's own declarations. Opening one marks it read and shows it in the dialog
 * opened by URL (`onRead`); 进度 goes to the declaration's progress page.
 */
export function ReviewMessageList({
  onOpened,
  onRead,
}: {
  onOpened: () => void;
  onRead: (message: ReviewMessageVo) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: REVIEW_LIST_KEY, queryFn: () => fetchReviewMessages() });

  const markRead = async (message: ReviewMessageVo) => {
    if (message.read) return;
    await markReviewMessagesRead([message.messageId]);
    await client.invalidateQueries({ queryKey: ['notices'] });
  };
  const open = async (message: ReviewMessageVo) => {
    onOpened();
    onRead(message);
    await markRead(message);
  };
  const progress = async (message: ReviewMessageVo) => {
    onOpened();
    await markRead(message);
    if (message.declarationId !== null) void navigate(progressOf(message.declarationId));
  };

  if (!list.data?.rows.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('navbar.noMessages')} />;
  return (
    <List
      size="small"
      loading={list.isFetching}
      dataSource={list.data.rows}
      data-testid="review-messages"
      renderItem={(message) => (
        <List.Item
          className={message.read ? 'zcps-message-read' : 'zcps-message-unread'}
          onClick={() => void open(message)}
          data-read={message.read}
        >
          <Badge dot={!message.read} offset={[4, 4]}>
            <span className="zcps-message-title" title={message.content ?? undefined}>
              {message.actionText}
              {message.content ? `：${message.content}` : ''}
            </span>
          </Badge>
          {message.declarationId !== null && (
            <Button
              type="link"
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                void progress(message);
              }}
            >
              {t('navbar.progress')}
            </Button>
          )}
          <span className="zcps-message-time">{message.createTime?.slice(0, 10)}</span>
        </List.Item>
      )}
    />
  );
}
