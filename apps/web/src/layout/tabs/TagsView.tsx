import { useEffect, useRef, useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import {
  CloseOutlined,
  ColumnWidthOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteMetaResolver } from '../route-meta';
import { hasSide, isClosable, normalizePath, type Tab } from '../../stores/tabs-model';
import { useTabsStore } from '../../stores/tabs-store';
import './tags-view.css';

type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight';

export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = normalizePath(pathname);
  const tabs = useTabsStore((s) => s.tabs);
  const store = useTabsStore.getState;
  const resolve = useRouteMetaResolver();
  const scroller = useRef<HTMLDivElement>(null);
  // One context menu for the bar, pointed at the tab last right-clicked: one popup, never two racing.
  const [menuTab, setMenuTab] = useState<Tab | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    scroller.current
      ?.querySelector<HTMLElement>('[data-active="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, tabs.length]);

  const run = (action: TabAction, tab: Tab) => {
    if (action === 'refresh') {
      // The active page re-mounts now; a background one when it is next visited (spec §4), without moving there.
      store().refresh(tab.path, active);
      return;
    }
    const to = store()[action](tab.path, active);
    if (to) navigate(to);
  };

  const menuFor = (tab: Tab): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !isClosable(tabs, tab) },
      {
        key: 'closeOthers',
        icon: <ColumnWidthOutlined />,
        label: t('tabs.closeOthers'),
        disabled: !tabs.some((other) => other !== tab && !other.affix),
      },
      {
        key: 'closeLeft',
        icon: <VerticalRightOutlined />,
        label: t('tabs.closeLeft'),
        disabled: !hasSide(tabs, tab.path, 'left'),
      },
      {
        key: 'closeRight',
        icon: <VerticalLeftOutlined />,
        label: t('tabs.closeRight'),
        disabled: !hasSide(tabs, tab.path, 'right'),
      },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      setMenuOpen(false);
      run(key as TabAction, tab);
    },
  });

  return (
    <nav className="zcps-tags" aria-label={t('tabs.label')} data-testid="tags-view">
      <Dropdown
        trigger={['contextMenu']}
        open={menuOpen && menuTab !== null}
        onOpenChange={setMenuOpen}
        menu={menuTab ? menuFor(menuTab) : { items: [] }}
      >
        <div className="zcps-tags-scroll" ref={scroller} role="tablist">
          {tabs.map((tab) => {
            const isActive = tab.path === active;
            const title = tab.customTitle ?? resolve(tab.path)?.title ?? tab.path;
            return (
              <div
                key={tab.path}
                onContextMenu={() => setMenuTab(tab)}
                role="tab"
                tabIndex={0}
                aria-selected={isActive}
                data-active={isActive}
                data-tab-path={tab.path}
                className={`zcps-tag${isActive ? ' zcps-tag-active' : ''}`}
                onClick={() => !isActive && navigate(tab.fullPath)}
                onKeyDown={(event) => event.key === 'Enter' && navigate(tab.fullPath)}
                onAuxClick={(event) => event.button === 1 && isClosable(tabs, tab) && run('close', tab)}
                title={title}
              >
                <span className="zcps-tag-title">{title}</span>
                {isClosable(tabs, tab) && (
                  <button
                    type="button"
                    className="zcps-tag-close"
                    aria-label={t('tabs.closeOne', { title })}
                    onClick={(event) => {
                      event.stopPropagation();
                      run('close', tab);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </Dropdown>
    </nav>
  );
}
