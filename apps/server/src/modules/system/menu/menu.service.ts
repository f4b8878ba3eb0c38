import { SUPER_ADMIN_USER_ID, type Language, type RouterVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { MenuRepo } from './menu.repo.js';
import { buildRouters } from './router-builder.js';

export class MenuService {
  constructor(private readonly menus: MenuRepo) {}

  /** The sidebar of a user: every menu for the super admin, else those of the user's enabled roles. */
  async routersFor(user: LoginUser, lang: Language): Promise<RouterVo[]> {
    const scope = user.userId === SUPER_ADMIN_USER_ID ? 'all' : user.roles.map((r) => r.roleId);
    return buildRouters(await this.menus.routerMenus(scope), lang);
  }
}
