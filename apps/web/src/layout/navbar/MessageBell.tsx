import { useState } from 'react';
import { Badge, Button, Empty, List, Modal, Popover, Tabs, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fetchMyNotices,
  fetchReviewUnreadCount,
  fetchUnreadCount,
  markAllNoticesRead,
  markNoticesRead,
  markReviewMessagesRead,
  type MyNoticeVo,
  type ReviewMessageVo,
} from './api';
import { ReviewMessageList } from './ReviewMessageList';
import { SafeHtml } from '../../components/SafeHtml';
import { UrlDialog } from '../../components/UrlDialog';
import { useServerEvents } from '../../lib/server-events';

const UNREAD_KEY = ['notices', 'unread'];
const REVIEW_UNREAD_KEY = ['notices', 'review', 'unread'];
const LIST_KEY = ['notices', 'mine'];
const POLL_MS = 60_000;

/**
 * 消息: the latest notices of the user's tenant and the review messages about the user's own declarations,
 * unread ones badged; opening one marks it read.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<MyNoticeVo | null>(null);
  const [reviewing, setReviewing] = useState<ReviewMessageVo | null>(null);
  const [tab, setTab] = useState<'notices' | 'review'>('notices');
  const unread = useQuery({ queryKey: UNREAD_KEY, queryFn: fetchUnreadCount, refetchInterval: POLL_MS });
  const reviewUnread = useQuery({
    queryKey: REVIEW_UNREAD_KEY,
    queryFn: fetchReviewUnreadCount,
    refetchInterval: POLL_MS,
  });
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => fetchMyNotices(), enabled: open });
  const noticeCount = unread.data?.data ?? 0;
  const reviewCount = reviewUnread.data?.data ?? 0;
  const count = noticeCount + reviewCount;

  const refresh = () => client.invalidateQueries({ queryKey: ['notices'] });
  // A pushed message (e.g. a notice just published) changes the unread count: fetch it now, not at the next poll.
  useServerEvents(() => void refresh());
  const read = async (notice: MyNoticeVo) => {
    setReading(notice);
    setOpen(false);
    if (!notice.read) {
      await markNoticesRead([notice.noticeId]);
      await refresh();
    }
  };
  const readAll = async () => {
    await (tab === 'review' ? markReviewMessagesRead() : markAllNoticesRead());
    await refresh();
  };
  const unreadOfTab = tab === 'review' ? reviewCount : noticeCount;
  const tabLabel = (text: string, n: number) => (
    <Badge count={n} size="small" offset={[8, 0]}>
      {text}
    </Badge>
  );

  const noticeList = list.data?.rows.length ? (
    <List
      size="small"
      loading={list.isFetching}
      dataSource={list.data.rows}
      renderItem={(notice) => (
        <List.Item
          className={notice.read ? 'zcps-message-read' : 'zcps-message-unread'}
          onClick={() => void read(notice)}
          data-read={notice.read}
        >
          <Badge dot={!notice.read} offset={[4, 4]}>
            <span className="zcps-message-title">{notice.noticeTitle}</span>
          </Badge>
          <span className="zcps-message-time">{notice.createTime?.slice(0, 10)}</span>
        </List.Item>
      )}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('navbar.noMessages')} />
  );

  const content = (
    <div className="zcps-message-panel" data-testid="message-panel">
      <div className="zcps-message-head">
        <Typography.Text strong>{t('navbar.messages')}</Typography.Text>
        <Button type="link" size="small" disabled={unreadOfTab === 0} onClick={() => void readAll()}>
          {t('navbar.markAllRead')}
        </Button>
      </div>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as 'notices' | 'review')}
        items={[
          {
            key: 'notices',
            label: tabLabel(t('navbar.noticeTab'), noticeCount),
            children: noticeList,
          },
          {
            key: 'review',
            label: tabLabel(t('navbar.reviewTab'), reviewCount),
            children: <ReviewMessageList onOpened={() => setOpen(false)} onRead={setReviewing} />,
          },
        ]}
      />
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}>
        <Button
          type="text"
          className="zcps-navbar-action"
          aria-label={t('navbar.messagesCount', { count })}
          title={t('navbar.messages')}
          data-testid="message-bell"
          icon={
            <Badge count={count} size="small" overflowCount={99}>
              <BellOutlined />
            </Badge>
          }
        />
      </Popover>
      <Modal
        open={!!reading}
        title={reading?.noticeTitle}
        footer={null}
        width={720}
        onCancel={() => setReading(null)}
        destroyOnHidden
      >
        {reading && (
          <>
            <Tag>{reading.createTime}</Tag>
            <SafeHtml className="zcps-notice-content" html={reading.noticeContent ?? ''} />
          </>
        )}
      </Modal>
      <UrlDialog
        open={!!reviewing}
        url={`/title/review-message/${reviewing?.messageId ?? 0}/dialog`}
        title={reviewing?.actionText}
        width={720}
        height={320}
        onClose={() => setReviewing(null)}
      />
    </>
  );
}
