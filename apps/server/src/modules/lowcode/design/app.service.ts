import {
  LC_OPERATIONS,
  LC_RUNTIME_COMPONENT,
  lcAppExportSchema,
  lcPermission,
  LcPublishAction,
  type LcAppCopy,
  type LcAppCreate,
  type LcAppExport,
  type LcAppFilter,
  type LcAppUpdate,
  type LcAppVo,
  type LcPublishLogVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { createdBy, updatedBy } from '../../../platform/db/audit.js';
import type { Db } from '../../../platform/db/database.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatMessage } from '../../../platform/i18n/format.js';
import type { MenuService } from '../../system/menu/menu.service.js';
import type { LcRegistry } from '../registry.js';
import type { MetaRepo } from './meta.repo.js';
import type { LcObjectService } from './object.service.js';
import type { PublishRepo } from './publish.repo.js';
import { toAppVo } from './vo.js';

const BUTTONS = LC_OPERATIONS.filter((op) => op !== 'list');

/** 应用目录: apps, their JSON export and import, copies, and publishing them to the menu. */
export class LcAppService {
  constructor(
    private readonly db: Db,
    private readonly meta: MetaRepo,
    private readonly menus: PublishRepo,
    private readonly objects: LcObjectService,
    private readonly registry: LcRegistry,
    private readonly menuCache: MenuService,
  ) {}

  async list(caller: LoginUser, q: ListQuery & LcAppFilter) {
    const { rows, total } = await this.meta.appPage(caller.tenantId, q);
    return { rows: rows.map((r) => toAppVo(r.app, r.objectCount)), total };
  }

  async get(caller: LoginUser, appId: number): Promise<LcAppVo> {
    const app = await this.objects.app(caller, appId);
    return toAppVo(app, (await this.meta.objects(caller.tenantId, appId)).length);
  }

  async create(caller: LoginUser, body: LcAppCreate, repo = this.meta): Promise<number> {
    if (await repo.appKeyTaken(body.appKey))
      throw new ServiceError('lowcode.appKeyExists', { key: body.appKey });
    return repo.insertApp({
      ...createdBy(caller),
      appKey: body.appKey,
      name: body.name,
      icon: body.icon ?? null,
      appGroup: body.appGroup ?? null,
      status: body.status,
      parentMenuId: body.parentMenuId,
      remark: body.remark ?? null,
    });
  }

  async update(caller: LoginUser, body: LcAppUpdate): Promise<void> {
    const app = await this.objects.app(caller, body.appId);
    await this.meta.updateApp(caller.tenantId, app.appId, {
      name: body.name,
      icon: body.icon ?? null,
      appGroup: body.appGroup ?? null,
      status: body.status,
      parentMenuId: body.parentMenuId,
      remark: body.remark ?? null,
      ...updatedBy(caller),
    });
    await this.registry.changed(caller.tenantId, app.appKey);
  }

  /** An app without objects; its menus (if it was published) go with it. */
  async remove(caller: LoginUser, appId: number): Promise<void> {
    const app = await this.objects.app(caller, appId);
    if ((await this.meta.objects(caller.tenantId, appId)).length)
      throw new ServiceError('lowcode.appHasObjects', { name: app.name });
    await this.db.transaction(async (tx) => {
      if (app.menuId) await this.menus.with(tx).setStatus([app.menuId], '1');
      await this.meta.with(tx).deleteApp(caller.tenantId, appId);
    });
    await this.registry.changed(caller.tenantId, app.appKey);
    await this.menuCache.evictAll();
  }

  async export(caller: LoginUser, appId: number): Promise<LcAppExport> {
    const app = await this.objects.app(caller, appId);
    const objects = await this.meta.objects(caller.tenantId, appId);
    const keyOf = new Map(objects.map((o) => [o.objectId, o.objectKey]));
    const out: LcAppExport = {
      format: 'zcps-lowcode',
      version: 1,
      app: {
        appKey: app.appKey,
        name: app.name,
        icon: app.icon,
        appGroup: app.appGroup,
        status: app.status === '1' ? '1' : '0',
        parentMenuId: app.parentMenuId,
        remark: app.remark,
      },
      objects: [],
    };
    for (const object of objects) {
      const detail = await this.objects.detail(caller, object.objectId);
      out.objects.push({
        objectKey: object.objectKey,
        label: object.label,
        kind: object.kind === 'tree' ? 'tree' : 'flat',
        sort: object.sort,
        remark: object.remark,
        titleField: object.titleField,
        fields: detail.fields.map((f) => {
          const { fieldId: _id, objectId: _object, refObjectId, sort: _sort, ...rest } = f;
          return { ...rest, refObjectKey: refObjectId ? (keyOf.get(refObjectId) ?? null) : null };
        }),
        pages: detail.pages,
      });
    }
    return out;
  }

  /** Creates the app, its objects (tables), fields (columns) and pages in one transaction. */
  async import(caller: LoginUser, input: unknown, rename?: LcAppCopy): Promise<number> {
    const parsed = lcAppExportSchema.safeParse(input);
    if (!parsed.success)
      throw new ServiceError('lowcode.importBad', { reason: parsed.error.issues[0]?.message ?? '' });
    const def = parsed.data;
    const app = { ...def.app, ...(rename ?? {}) };
    const appId = await this.db.transaction(async (tx) => {
      const repo = this.meta.with(tx);
      const id = await this.create(caller, app, repo);
      const ids = new Map<string, number>();
      for (const o of def.objects) {
        const { fields: _f, pages: _p, titleField: _t, ...object } = o;
        ids.set(o.objectKey, await this.objects.create(caller, { ...object, appId: id }, repo));
      }
      for (const o of def.objects) {
        const objectId = ids.get(o.objectKey)!;
        for (const f of o.fields) {
          const { refObjectKey, state, ...field } = f;
          const refObjectId = refObjectKey ? (ids.get(refObjectKey) ?? null) : null;
          const fieldId = await this.objects.addField(caller, { ...field, objectId, refObjectId }, repo);
          if (state === 'hidden') await repo.updateField(caller.tenantId, fieldId, { columnState: 'hidden' });
        }
        if (o.titleField) await repo.updateObject(caller.tenantId, objectId, { titleField: o.titleField });
        for (const kind of ['list', 'form', 'detail'] as const) {
          const schema = o.pages[kind];
          if (schema) await this.objects.savePage(caller, { objectId, kind, schema } as never, repo);
        }
      }
      return id;
    });
    await this.registry.changed(caller.tenantId, app.appKey);
    return appId;
  }

  async copy(caller: LoginUser, appId: number, body: LcAppCopy): Promise<number> {
    return this.import(caller, await this.export(caller, appId), body);
  }

  /**
   * Writes the app's menus: a directory (M) under the app's parent menu, a page (C) per object opening the
   * runtime page with `{"app","object"}` as its query and needing `lc:{app}:{object}:list`, and a button (F)
   * per other operation. Existing menus are updated in place, so role grants survive a republish.
   */
  async publish(caller: LoginUser, appId: number): Promise<void> {
    const app = await this.objects.app(caller, appId);
    const objects = await this.meta.objects(caller.tenantId, appId);
    await this.db.transaction(async (tx) => {
      const menus = this.menus.with(tx);
      const repo = this.meta.with(tx);
      const audit = { createBy: caller.userId, updateBy: caller.userId };
      const existingDir = app.menuId ? await menus.menu(app.menuId) : undefined;
      const dirId = await menus.upsert(existingDir?.menuId, {
        ...audit,
        menuName: app.name,
        parentId: app.parentMenuId,
        orderNum: existingDir?.orderNum ?? 50,
        path: `lc-${app.appKey.replace(/_/g, '-')}`,
        menuType: 'M',
        icon: app.icon ?? 'form',
        status: app.status === '1' ? '1' : '0',
        visible: '0',
        remark: `lowcode:${app.appKey}`,
      });
      const pages = await menus.children(dirId);
      for (const object of objects) {
        await this.objects.ensureUniqueIndexes(caller, object, repo);
        const list = lcPermission(app.appKey, object.objectKey, 'list');
        const page = pages.find((m) => m.perms === list);
        const pageId = await menus.upsert(page?.menuId, {
          ...audit,
          menuName: object.label,
          parentId: dirId,
          orderNum: object.sort,
          path: object.objectKey.replace(/_/g, '-'),
          component: LC_RUNTIME_COMPONENT,
          queryParam: JSON.stringify({ app: app.appKey, object: object.objectKey }),
          menuType: 'C',
          icon: 'list',
          status: '0',
          visible: '0',
          perms: list,
        });
        const buttons = await menus.children(pageId);
        for (const [index, op] of BUTTONS.entries()) {
          const perms = lcPermission(app.appKey, object.objectKey, op);
          await menus.upsert(buttons.find((b) => b.perms === perms)?.menuId, {
            ...audit,
            menuName: `${object.label}${formatMessage('zh_CN', `lowcode.op.${op}`)}`,
            menuNameEn: `${formatMessage('en_US', `lowcode.op.${op}`)} ${object.objectKey}`,
            parentId: pageId,
            orderNum: index + 1,
            menuType: 'F',
            status: '0',
            perms,
          });
        }
        await menus.setStatus([pageId, ...buttons.map((b) => b.menuId)], '0');
        await repo.updateObject(caller.tenantId, object.objectId, { publishedRev: object.rev });
      }
      // Pages of objects deleted since the last publish go dark with their buttons.
      const live = new Set(objects.map((o) => lcPermission(app.appKey, o.objectKey, 'list')));
      for (const stale of pages.filter((m) => m.menuType === 'C' && !live.has(m.perms ?? ''))) {
        const buttons = await menus.children(stale.menuId);
        await menus.setStatus([stale.menuId, ...buttons.map((b) => b.menuId)], '1');
      }
      await menus.setStatus([dirId], app.status === '1' ? '1' : '0');
      await repo.updateApp(caller.tenantId, appId, { publishedRev: app.rev, menuId: dirId });
      await repo.insertLog({
        ...createdBy(caller),
        appId,
        action: LcPublishAction.PUBLISH,
        rev: app.rev,
        objects: objects.map((o) => ({ objectKey: o.objectKey, rev: o.rev })),
      });
    });
    await this.registry.changed(caller.tenantId, app.appKey);
    await this.menuCache.evictAll();
  }

  /** Hides the app's menus (and so its permissions); the runtime refuses its objects until republished. */
  async unpublish(caller: LoginUser, appId: number): Promise<void> {
    const app = await this.objects.app(caller, appId);
    await this.db.transaction(async (tx) => {
      const menus = this.menus.with(tx);
      if (app.menuId) {
        const pages = await menus.children(app.menuId);
        const buttons = (await Promise.all(pages.map((p) => menus.children(p.menuId)))).flat();
        await menus.setStatus(
          [app.menuId, ...pages.map((p) => p.menuId), ...buttons.map((b) => b.menuId)],
          '1',
        );
      }
      const repo = this.meta.with(tx);
      await repo.updateApp(caller.tenantId, appId, { publishedRev: null });
      await repo.insertLog({ ...createdBy(caller), appId, action: LcPublishAction.UNPUBLISH, rev: app.rev });
    });
    await this.registry.changed(caller.tenantId, app.appKey);
    await this.menuCache.evictAll();
  }

  async logs(caller: LoginUser, appId: number): Promise<LcPublishLogVo[]> {
    await this.objects.app(caller, appId);
    return (await this.meta.logs(caller.tenantId, appId)).map(({ log, createByName }) => ({
      logId: log.logId,
      appId: log.appId,
      action: log.action === 'unpublish' ? 'unpublish' : 'publish',
      rev: log.rev,
      objects: log.objects,
      createBy: log.createBy,
      createByName,
      createTime: formatDateTime(log.createTime),
    }));
  }
}
