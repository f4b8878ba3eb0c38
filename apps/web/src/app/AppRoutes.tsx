import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { FullPageLoading } from '../components/FullPageLoading';
import { NotFoundPage } from '../features/error/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';
import { RouteGuard } from './RouteGuard';
import type { DirectoryRedirect, FlatRoute } from './routes/build-routes';
import { MenuRouteView, RedirectView, StaticRouteView } from './routes/RouteViews';
import { allowedStaticRoutes } from './routes/static-routes';
import { usePermissionStore } from './stores/permission-store';
import { useUserStore } from './stores/user-store';

function lazyNamed<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const LoginPage = lazyNamed(
  () => import('../features/auth/login/LoginPage'),
  (m) => m.LoginPage,
);
const HomePage = lazyNamed(
  () => import('../features/dashboard/home/HomePage'),
  (m) => m.HomePage,
);
const PublicPages = () => import('../features/auth/public/PublicPages');
const RegisterStaffPage = lazyNamed(PublicPages, (m) => m.RegisterStaffPage);
const RegisterCompanyPage = lazyNamed(PublicPages, (m) => m.RegisterCompanyPage);
const ForgetPasswordPage = lazyNamed(PublicPages, (m) => m.ForgetPasswordPage);
const SocialCallbackPage = lazyNamed(PublicPages, (m) => m.SocialCallbackPage);
const UnauthorizedPage = lazyNamed(
  () => import('../features/error/UnauthorizedPage'),
  (m) => m.UnauthorizedPage,
);

function suspended(Page: ComponentType) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <Page />
    </Suspense>
  );
}

export function buildRouteObjects(
  menuRoutes: FlatRoute[],
  redirects: DirectoryRedirect[],
  permissions: readonly string[],
): RouteObject[] {
  const staticRoutes = allowedStaticRoutes(permissions);
  const layoutChildren: RouteObject[] = [
    { path: '/', element: <Navigate to="/index" replace /> },
    { path: '/index', element: suspended(HomePage) },
    { path: '/fnps', element: <Navigate to="/index" replace /> },
    { path: '/redirect/*', element: <RedirectView /> },
    ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
    ...menuRoutes.map((route) => ({ path: route.path, element: <MenuRouteView route={route} /> })),
    ...staticRoutes.map((def) => ({ path: def.path, element: <StaticRouteView def={def} /> })),
    ...(staticRoutes.some((def) => def.path.startsWith('/design/'))
      ? [{ path: '/design/*', element: <NotFoundPage /> }]
      : []),
    { path: '*', element: <NotFoundPage /> },
  ];
  return [
    {
      element: <RouteGuard />,
      children: [
        { path: '/login', element: suspended(LoginPage) },
        { path: '/registerStaff', element: suspended(RegisterStaffPage) },
        { path: '/registerCompany', element: suspended(RegisterCompanyPage) },
        { path: '/forgetPassword', element: suspended(ForgetPasswordPage) },
        { path: '/social-callback', element: suspended(SocialCallbackPage) },
        { path: '/401', element: suspended(UnauthorizedPage) },
        { element: <AppLayout />, children: layoutChildren },
      ],
    },
  ];
}

export function AppRoutes() {
  const menuRoutes = usePermissionStore((s) => s.routes);
  const redirects = usePermissionStore((s) => s.redirects);
  const permissions = useUserStore((s) => s.permissions);
  const routes = useMemo(
    () => buildRouteObjects(menuRoutes, redirects, permissions),
    [menuRoutes, redirects, permissions],
  );
  return useRoutes(routes);
}
