import type { LcFieldVo, LcObjectVo, LcPages } from '@zcps/contracts';
import type { Store } from '../../platform/store/index.js';
import type { AppRow, MetaRepo } from './design/meta.repo.js';
import { pagesOf, toFieldVo, toObjectVo } from './design/vo.js';
import { dynamicTable, type DynamicTable } from './runtime/dynamic-table.js';

const CHANNEL = 'lowcode:changed';

/** An object as the runtime serves it: metadata at one rev and the drizzle table built from it. */
export interface LcResolved {
  tenantId: string;
  app: AppRow;
  object: LcObjectVo;
  /** Active fields, in order. */
  fields: LcFieldVo[];
  pages: LcPages;
  table: DynamicTable;
}

/**
 * Resolved objects per tenant, app and object key. A designer change drops the app's entries here and, through
 * the store's pub/sub, on every other instance, which reload the new rev on their next request.
 */
export class LcRegistry {
  private readonly cached = new Map<string, Promise<LcResolved | null>>();
  private subscribed: Promise<void> | null = null;

  constructor(
    private readonly meta: MetaRepo,
    private readonly store: Store,
  ) {}

  private listen(): Promise<void> {
    this.subscribed ??= this.store.subscribe(CHANNEL, (prefix) => this.drop(prefix));
    return this.subscribed;
  }

  private drop(prefix: string) {
    for (const key of this.cached.keys()) if (key.startsWith(prefix)) this.cached.delete(key);
  }

  /** The object, whether published or not (the caller decides); null when unknown in the tenant. */
  async resolve(tenantId: string, appKey: string, objectKey: string): Promise<LcResolved | null> {
    await this.listen();
    const key = `${tenantId}:${appKey}:${objectKey}`;
    let entry = this.cached.get(key);
    if (!entry) {
      entry = this.load(tenantId, appKey, objectKey);
      this.cached.set(key, entry);
      // Only objects that exist stay cached: unknown keys must not fill the cache, nor hide a later create.
      entry.then(
        (found) => found ?? this.cached.delete(key),
        () => this.cached.delete(key),
      );
    }
    return entry;
  }

  private async load(tenantId: string, appKey: string, objectKey: string): Promise<LcResolved | null> {
    const app = await this.meta.appByKey(tenantId, appKey);
    if (!app) return null;
    const row = await this.meta.objectByKey(tenantId, app.appId, objectKey);
    if (!row) return null;
    const all = (await this.meta.fields(tenantId, row.objectId)).map(toFieldVo);
    const fields = all.filter((f) => f.state === 'active');
    const pages = pagesOf(all, await this.meta.pages(tenantId, row.objectId));
    const object = toObjectVo(row, app.appKey);
    return {
      tenantId,
      app,
      object,
      fields,
      pages,
      table: dynamicTable(row.tableName, fields, object.kind === 'tree'),
    };
  }

  /** After a designer change of an app (its objects, fields, pages, publish state). */
  async changed(tenantId: string, appKey: string): Promise<void> {
    await this.listen();
    const prefix = `${tenantId}:${appKey}:`;
    this.drop(prefix);
    await this.store.publish(CHANNEL, prefix);
  }
}
