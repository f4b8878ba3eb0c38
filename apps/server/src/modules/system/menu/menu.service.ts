import { SUPER_ADMIN_USER_ID, type Language, type RouterVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ok } from '../../../platform/http/envelope.js';
import type { Store } from '../../../platform/store/index.js';
import type { MenuRepo } from './menu.repo.js';
import { buildRouters } from './router-builder.js';

const VERSION_KEY = 'routers:version';
const CACHE_SECONDS = 600;
// Outlives every cached answer by far, so a generation number is never reused while its entries live.
const VERSION_SECONDS = 30 * 24 * 3600;
/** Answers kept in this instance's memory beside the store (role sets × languages are few). */
const MAX_KEPT = 1_000;

/**
 * The sidebar of a user: every menu for the super admin, else those of the user's enabled roles. The answer
 * is the same for everyone with the same roles and language, so its JSON is kept in the shared store; any
 * change to menus or role grants calls `evictAll`, which moves every instance to a new cache generation.
 */
export class MenuService {
  constructor(
    private readonly menus: MenuRepo,
    private readonly store: Store,
  ) {}

  /** The same answers in memory, under the same keys: a hit costs the version read only, not the JSON's transfer. */
  private readonly kept = new Map<string, { json: string; until: number }>();

  async routersFor(user: LoginUser, lang: Language): Promise<RouterVo[]> {
    return buildRouters(await this.menus.routerMenus(scopeOf(user)), lang);
  }

  /** The getRouters envelope as JSON text, from the cache when this role set was asked for before. */
  async routersJson(user: LoginUser, lang: Language): Promise<string> {
    const scope = scopeOf(user);
    const version = (await this.store.get(VERSION_KEY)) ?? '0';
    const key = `routers:${version}:${lang}:${scope === 'all' ? 'all' : [...scope].sort((a, b) => a - b).join(',')}`;
    const now = Date.now();
    const hit = this.kept.get(key);
    if (hit && hit.until > now) return hit.json;
    let json = await this.store.get(key);
    if (json === null) {
      json = JSON.stringify(ok(lang, buildRouters(await this.menus.routerMenus(scope), lang)));
      await this.store.set(key, json, CACHE_SECONDS);
    }
    this.kept.delete(key);
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { json, until: now + CACHE_SECONDS * 1000 });
    return json;
  }

  async evictAll(): Promise<void> {
    await this.store.incr(VERSION_KEY, VERSION_SECONDS);
  }
}

function scopeOf(user: LoginUser): number[] | 'all' {
  return user.userId === SUPER_ADMIN_USER_ID ? 'all' : user.roles.map((r) => r.roleId);
}
