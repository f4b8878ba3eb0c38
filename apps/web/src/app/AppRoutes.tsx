import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { FullPageLoading } from '../components/FullPageLoading';
import { RouteGuard } from './RouteGuard';
import type { DirectoryRedirect, FlatRoute } from '../lib/build-routes';
import { allowedStaticRoutes } from '../lib/static-routes';
import { setPageLookup, usePermissionStore } from '../stores/permission-store';
import { useUserStore } from '../stores/user-store';
import { loadScreenMessages } from '../i18n';
import { loadAntdStylesheet } from '../layout/antd-stylesheet';
import { hasPage } from './routes/page-registry';

setPageLookup(hasPage);

function lazyNamed<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
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
const SocialCallbackPage = lazyNamed(
  () => import('../features/auth/social/SocialCallbackPage'),
  (m) => m.SocialCallbackPage,
);
// Pages that use the screens' messages load them along with their code (loadScreenMessages).
const withScreenMessages =
  <M,>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadScreenMessages()]).then(([m]) => m);
const RegisterStaffPage = lazyNamed(
  withScreenMessages(() => import('../features/auth/register/RegisterStaffPage')),
  (m) => m.RegisterStaffPage,
);
const RegisterCompanyPage = lazyNamed(
  withScreenMessages(() => import('../features/auth/register/RegisterCompanyPage')),
  (m) => m.RegisterCompanyPage,
);
const ForgetPasswordPage = lazyNamed(
  withScreenMessages(() => import('../features/auth/forget/ForgetPasswordPage')),
  (m) => m.ForgetPasswordPage,
);
const ConsentPage = lazyNamed(
  withScreenMessages(() => import('../features/oauth/consent/ConsentPage')),
  (m) => m.ConsentPage,
);
// The console frame (sidebar, navbar, tab bar, settings) is not needed to sign in: it loads after, with antd's
// prebuilt stylesheet that its components use.
const AppLayout = lazyNamed(
  withScreenMessages(() =>
    Promise.all([import('../layout/AppLayout'), loadAntdStylesheet()]).then(([m]) => m),
  ),
  (m) => m.AppLayout,
);
const RouteViews = () => import('./routes/RouteViews');
const MenuRouteView = lazyNamed(RouteViews, (m) => m.MenuRouteView);
const StaticRouteView = lazyNamed(RouteViews, (m) => m.StaticRouteView);
const RedirectView = lazyNamed(RouteViews, (m) => m.RedirectView);
const NotFoundPage = lazyNamed(
  () => import('../features/error/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const ProfilePage = lazyNamed(
  () => import('../features/system/user/profile/ProfilePage'),
  (m) => m.ProfilePage,
);
const ErrorPages = () => import('../features/error');
const ForbiddenPage = lazyNamed(ErrorPages, (m) => m.ForbiddenPage);
const NoDataPage = lazyNamed(ErrorPages, (m) => m.NoDataPage);
const ServerErrorPage = lazyNamed(ErrorPages, (m) => m.ServerErrorPage);
const NetworkErrorPage = lazyNamed(ErrorPages, (m) => m.NetworkErrorPage);
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
    { path: '/user/profile', element: suspended(ProfilePage) },
    { path: '/403', element: suspended(ForbiddenPage) },
    { path: '/500', element: suspended(ServerErrorPage) },
    { path: '/network-error', element: suspended(NetworkErrorPage) },
    { path: '/nodata', element: suspended(NoDataPage) },
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
        // Outside the console frame but not public: the guard sends a signed-out user to log in and back.
        { path: '/oauth/consent', element: suspended(ConsentPage) },
        { element: suspended(AppLayout), children: layoutChildren },
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
