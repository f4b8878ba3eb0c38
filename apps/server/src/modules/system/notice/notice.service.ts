import sanitizeHtml from 'sanitize-html';
import {
  DEFAULT_LANGUAGE,
  DictType,
  ResponseCode,
  type NoticeInput,
  type NoticeQuery,
  type NoticeVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { SseHub } from '../../resource/sse/sse.hub.js';
import type { DictService } from '../dict/dict.service.js';
import type { NoticeRepo, NoticeRow, NoticeWrite } from './notice.repo.js';

const PUBLISHED = '0';
/** The notice list's count cache; add, edit (publishing included) and remove call `changed`. */
const NOTICE_LIST = 'notice';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'h1',
    'h2',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'size'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style', 'class'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|pt|%)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Notice HTML with scripts, handlers, frames and unsafe URLs removed: what the console may render. */
export function sanitizeNoticeHtml(html: string | null): string | null {
  return html === null ? null : sanitizeHtml(html, SANITIZE);
}

export function toNoticeVo(row: NoticeRow): NoticeVo {
  return {
    noticeId: row.noticeId,
    noticeTitle: row.noticeTitle,
    noticeType: row.noticeType,
    noticeContent: row.noticeContent,
    status: row.status,
    createBy: row.createBy,
    createByName: row.createByName,
    createTime: formatDateTime(row.createTime),
    remark: row.remark,
  };
}

/** Notice CRUD for the tenant; publishing one pushes "[type] title" to the tenant's signed-in users. */
export class NoticeService {
  constructor(
    private readonly repo: NoticeRepo,
    private readonly dicts: DictService,
    private readonly sse: SseHub,
    private readonly counts?: CountCache,
  ) {}

  /**
   * The total comes from the count cache, keyed by the filters; a filter on the creator's name is counted each
   * time (a user renamed elsewhere would move it).
   */
  list(tenantId: string, q: NoticeQuery) {
    const counts = this.counts;
    if (!counts || q.createByName?.trim()) return this.repo.page(tenantId, q);
    const key = { ...q, pageNum: undefined, pageSize: undefined, orderByColumn: undefined, isAsc: undefined };
    return this.repo.page(tenantId, q, (compute) => counts.count(NOTICE_LIST, tenantId, key, compute));
  }

  private listChanged(tenantId: string): Promise<void> {
    return this.counts?.changed(NOTICE_LIST, tenantId) ?? Promise.resolve();
  }

  async get(tenantId: string, noticeId: number): Promise<NoticeVo> {
    const row = await this.repo.byId(tenantId, noticeId);
    if (!row) throw new ServiceError('notice.notFound', { noticeId });
    return toNoticeVo(row);
  }

  async add(user: LoginUser, input: NoticeInput): Promise<number> {
    const values = this.columns(input);
    const noticeId = await this.repo.insert(user.tenantId, {
      ...values,
      createBy: user.userId,
      createDept: user.deptId,
    });
    await this.listChanged(user.tenantId);
    if (values.status === PUBLISHED) await this.announce(user.tenantId, values);
    return noticeId;
  }

  async edit(user: LoginUser, input: NoticeInput): Promise<void> {
    if (!input.noticeId)
      throw new ServiceError('validation.required', { field: 'noticeId' }, ResponseCode.BAD_REQUEST);
    const before = await this.repo.byId(user.tenantId, input.noticeId);
    if (!before) throw new ServiceError('notice.notFound', { noticeId: input.noticeId });
    const values = this.columns(input);
    await this.repo.update(user.tenantId, input.noticeId, { ...values, updateBy: user.userId });
    await this.listChanged(user.tenantId);
    if (values.status === PUBLISHED && before.status !== PUBLISHED)
      await this.announce(user.tenantId, values);
  }

  async remove(tenantId: string, ids: number[]): Promise<number> {
    refuseMissing(ids, await this.repo.existing(tenantId, ids));
    const removed = await this.repo.deleteByIds(tenantId, ids);
    await this.listChanged(tenantId);
    return removed;
  }

  private columns(input: NoticeInput): NoticeWrite {
    return {
      noticeTitle: input.noticeTitle,
      noticeType: input.noticeType,
      noticeContent: sanitizeNoticeHtml(input.noticeContent),
      status: input.status,
      remark: input.remark,
    };
  }

  private async announce(tenantId: string, notice: NoticeWrite): Promise<void> {
    const types = await this.dicts.byType(tenantId, DictType.SYS_NOTICE_TYPE, DEFAULT_LANGUAGE);
    const label = types.find((d) => d.dictValue === notice.noticeType)?.dictLabel ?? notice.noticeType;
    await this.sse.publish({ tenantId, text: `[${label}] ${notice.noticeTitle}` });
  }
}
