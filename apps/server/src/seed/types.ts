/** Shapes of the seed data files; the seeder turns them into rows. */

export interface MenuSeed {
  menuId: number;
  parentId: number;
  /** zh_CN title shown in the sidebar and tabs. */
  menuName: string;
  menuNameEn: string;
  orderNum: number;
  /** Route segment (no leading slash below the top level); an http(s) URL for links. */
  path: string;
  /** View key such as `system/user/index`; null for directories and buttons. */
  component: string | null;
  queryParam?: string | null;
  /** 0 = external link, 1 = internal (default). */
  isFrame?: 0 | 1;
  /** 0 = keep page state (cache), 1 = no cache. */
  isCache?: 0 | 1;
  menuType: 'M' | 'C' | 'F';
  /** '0' shown, '1' hidden. */
  visible?: '0' | '1';
  status?: '0' | '1';
  perms: string | null;
  icon: string;
  remark?: string;
}

export interface DictDataSeed {
  value: string;
  label: string;
  labelEn: string;
  /** el-tag type: default | primary | success | info | warning | danger */
  listClass?: string;
  cssClass?: string;
  isDefault?: boolean;
  sort?: number;
}

export interface DictTypeSeed {
  dictType: string;
  dictName: string;
  dictNameEn: string;
  remark?: string;
  data: DictDataSeed[];
}

export interface ConfigSeed {
  configKey: string;
  configName: string;
  configValue: string;
  remark?: string;
  /** 'Y': readable by key by any signed-in user (the console's switches); otherwise only with system:config:query. */
  isPublic?: 'Y' | 'N';
}
