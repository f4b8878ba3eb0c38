import { memo, useCallback, useMemo, type MouseEvent } from 'react';
import { Popover, Tooltip } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import type { MenuNode } from '../../lib/build-routes';
import { MenuIcon } from '../../components/icon-map';
import './sidebar-nav.css';

/**
 * The server menu as a tree of links. Written for navigation cost: only the entries whose state changes render
 * again (every entry is memoized on plain values, and a group hears of the current page only if it holds it),
 * and closed groups render no children. antd's Menu re-rendered all of its ~200 entries (twice: a hidden copy
 * measures key paths) on every route change, which was measured as half of a tab switch.
 */
export interface SidebarNavProps {
  nodes: MenuNode[];
  selectedPath: string;
  /** Keys of the groups that contain the current page, outermost first. */
  activeKeys: string[];
  openKeys: string[];
  collapsed: boolean;
  theme: 'dark' | 'light';
  onToggle: (key: string) => void;
  onOpen: (node: MenuNode) => void;
}

interface Shared {
  onToggle: (key: string) => void;
  onOpen: (node: MenuNode) => void;
}

export function SidebarNav(props: SidebarNavProps) {
  const { nodes, selectedPath, activeKeys, openKeys, collapsed, theme, onToggle, onOpen } = props;
  const shared = useMemo<Shared>(() => ({ onToggle, onOpen }), [onToggle, onOpen]);
  const activeSet = useMemo(() => new Set(activeKeys), [activeKeys]);
  const openSet = useMemo(() => new Set(openKeys), [openKeys]);
  return (
    <ul className={`zcps-nav zcps-nav-${theme}${collapsed ? ' zcps-nav-collapsed' : ''}`} role="tree">
      {nodes.map((node) =>
        node.children ? (
          <NavGroup
            key={node.key}
            node={node}
            depth={0}
            open={!collapsed && openSet.has(node.key)}
            selectedPath={activeSet.has(node.key) ? selectedPath : null}
            activeKeys={activeSet.has(node.key) ? activeKeys : null}
            openKeys={openSet.has(node.key) ? openKeys : null}
            collapsed={collapsed}
            theme={theme}
            shared={shared}
          />
        ) : (
          <NavLeaf
            key={node.key}
            node={node}
            depth={0}
            selected={node.path === selectedPath}
            collapsed={collapsed}
            shared={shared}
          />
        ),
      )}
    </ul>
  );
}

/** Decorative: the entry's title is its accessible name. */
function NavIcon({ name }: { name?: string }) {
  return (
    <span className="zcps-nav-icon" aria-hidden>
      <MenuIcon name={name} />
    </span>
  );
}

const indent = (depth: number) => ({ paddingInlineStart: 20 + depth * 16 });

function hrefOf(node: MenuNode): string {
  if (node.externalLink) return node.externalLink;
  return (node.path ?? '') + (node.query ? `?${new URLSearchParams(node.query).toString()}` : '');
}

interface NavLeafProps {
  node: MenuNode;
  depth: number;
  selected: boolean;
  collapsed: boolean;
  shared: Shared;
}

const NavLeaf = memo(function NavLeaf({ node, depth, selected, collapsed, shared }: NavLeafProps) {
  const external = !!node.externalLink;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own meaning (new tab, new window); a plain click stays in the console.
    if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    shared.onOpen(node);
  };
  const link = (
    <a
      href={hrefOf(node)}
      className={`zcps-nav-item${selected ? ' zcps-nav-selected' : ''}`}
      style={collapsed && depth === 0 ? undefined : indent(depth)}
      aria-current={selected ? 'page' : undefined}
      data-menu-key={node.key}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {(node.icon || depth === 0) && <NavIcon name={node.icon} />}
      <span className="zcps-nav-title">{node.title}</span>
      {external && !collapsed && <ExportOutlined className="zcps-nav-external" aria-hidden />}
    </a>
  );
  return (
    <li role="treeitem" aria-selected={selected}>
      {collapsed && depth === 0 ? (
        <Tooltip title={node.title} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
});

interface NavGroupProps {
  node: MenuNode;
  depth: number;
  open: boolean;
  /** The current page, when it lies inside this group; null otherwise, so the group need not render again. */
  selectedPath: string | null;
  activeKeys: string[] | null;
  /** The open keys, when this group is open (its children need them); null otherwise. */
  openKeys: string[] | null;
  collapsed: boolean;
  theme: 'dark' | 'light';
  shared: Shared;
}

const NavGroup = memo(function NavGroup(props: NavGroupProps) {
  const { node, depth, open, selectedPath, activeKeys, openKeys, collapsed, theme, shared } = props;
  const active = selectedPath !== null;
  const toggle = useCallback(() => shared.onToggle(node.key), [shared, node.key]);
  const children = node.children ?? [];
  const title = (
    <button
      type="button"
      className={`zcps-nav-item zcps-nav-group-title${active ? ' zcps-nav-active' : ''}`}
      style={collapsed && depth === 0 ? undefined : indent(depth)}
      aria-expanded={collapsed ? undefined : open}
      data-menu-key={node.key}
      onClick={collapsed ? undefined : toggle}
    >
      {(node.icon || depth === 0) && <NavIcon name={node.icon} />}
      <span className="zcps-nav-title">{node.title}</span>
      {!collapsed && (
        <DownOutlined className={`zcps-nav-arrow${open ? ' zcps-nav-arrow-open' : ''}`} aria-hidden />
      )}
    </button>
  );

  if (collapsed && depth === 0) {
    // The icon rail: the group's entries fly out beside it, rendered only while shown.
    const flyout = (
      <div className={`zcps-nav-flyout zcps-nav-flyout-${theme}`}>
        <div className="zcps-nav-flyout-title">{node.title}</div>
        <SidebarNav
          nodes={children}
          selectedPath={selectedPath ?? ''}
          activeKeys={activeKeys ?? []}
          openKeys={activeKeys ?? []}
          collapsed={false}
          theme={theme}
          onToggle={shared.onToggle}
          onOpen={shared.onOpen}
        />
      </div>
    );
    return (
      <li role="treeitem" aria-selected={false}>
        <Popover
          content={flyout}
          placement="rightTop"
          arrow={false}
          classNames={{ root: 'zcps-nav-popover' }}
          destroyOnHidden
        >
          {title}
        </Popover>
      </li>
    );
  }

  return (
    <li role="treeitem" aria-selected={false} aria-expanded={open}>
      {title}
      {open && (
        <ul className="zcps-nav-sub" role="group">
          {children.map((child) =>
            child.children ? (
              <NavGroup
                key={child.key}
                node={child}
                depth={depth + 1}
                open={!!openKeys?.includes(child.key)}
                selectedPath={activeKeys?.includes(child.key) ? selectedPath : null}
                activeKeys={activeKeys?.includes(child.key) ? activeKeys : null}
                openKeys={openKeys?.includes(child.key) ? openKeys : null}
                collapsed={false}
                theme={theme}
                shared={shared}
              />
            ) : (
              <NavLeaf
                key={child.key}
                node={child}
                depth={depth + 1}
                selected={!!selectedPath && child.path === selectedPath}
                collapsed={false}
                shared={shared}
              />
            ),
          )}
        </ul>
      )}
    </li>
  );
});
