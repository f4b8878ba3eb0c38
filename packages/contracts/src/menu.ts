import { z } from 'zod';

/** Menu kinds: M directory, C page, F button. */
export const MenuType = { DIRECTORY: 'M', MENU: 'C', BUTTON: 'F' } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

export const RouteComponent = {
  LAYOUT: 'Layout',
  PARENT_VIEW: 'ParentView',
  INNER_LINK: 'InnerLink',
} as const;

export const metaVoSchema = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  noCache: z.boolean(),
  link: z.string().nullable(),
});
export type MetaVo = z.infer<typeof metaVoSchema>;

export interface RouterVo {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: MetaVo;
  children?: RouterVo[];
}

export const routerVoSchema: z.ZodType<RouterVo> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    path: z.string(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    component: z.string().optional(),
    query: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: metaVoSchema.optional(),
    children: z.array(routerVoSchema).optional(),
  }),
);
