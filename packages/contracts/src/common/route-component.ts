/** Component names of the server's route tree that are layout parts, not pages (kept free of zod for the web). */
export const RouteComponent = {
  LAYOUT: 'Layout',
  PARENT_VIEW: 'ParentView',
  INNER_LINK: 'InnerLink',
} as const;
