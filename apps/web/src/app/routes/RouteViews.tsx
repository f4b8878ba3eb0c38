import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '../../components/FullPageLoading';
import { InnerLink } from '../../components/InnerLink';
import { PagePlaceholder } from '../../components/PagePlaceholder';
import { NotFoundPage } from '../../features/error/NotFoundPage';
import type { FlatRoute } from '../../lib/build-routes';
import { getPage } from './page-registry';
import { STATIC_ROUTES, type StaticRouteDef } from '../../lib/static-routes';

/** Hidden routes whose ids must be digits (spec §2): anything else is a 404, whichever table mounted them. */
function useDigitParamsOk(path: string): boolean {
  const params = useParams();
  const def = STATIC_ROUTES.find((candidate) => candidate.path === path);
  return !def?.digitParams?.some((name) => !/^\d+$/.test(params[name] ?? ''));
}

function RegisteredPage({ componentKey, title }: { componentKey: string; title: string }) {
  const Page = getPage(componentKey);
  if (!Page) return <PagePlaceholder title={title} componentKey={componentKey} />;
  return (
    <Suspense fallback={<FullPageLoading />}>
      <Page />
    </Suspense>
  );
}

/** One server-menu route: a registered page, an inner-link frame, or the honest placeholder. */
export function MenuRouteView({ route }: { route: FlatRoute }) {
  const paramsOk = useDigitParamsOk(route.path);
  if (!paramsOk) return <NotFoundPage />;
  if (route.kind === 'innerLink' && route.link) return <InnerLink src={route.link} title={route.title} />;
  if (route.kind === 'page') return <RegisteredPage componentKey={route.componentKey} title={route.title} />;
  return <PagePlaceholder title={route.title} componentKey={route.componentKey} />;
}

export function StaticRouteView({ def }: { def: StaticRouteDef }) {
  const { t } = useTranslation();
  const paramsOk = useDigitParamsOk(def.path);
  if (!paramsOk) return <NotFoundPage />;
  return <RegisteredPage componentKey={def.componentKey} title={t(`routes.${def.titleKey}`)} />;
}

/** `/redirect/<path>` re-enters `<path>`: used to re-mount (refresh) the page being shown. */
export function RedirectView() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
