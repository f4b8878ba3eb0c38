import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageLoading } from '../components/FullPageLoading';
import { decideGuard } from '../lib/guard';
import { usePermissionStore } from '../stores/permission-store';
import { loadSession } from '../stores/session';
import { useUserStore } from '../stores/user-store';

export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useUserStore((s) => s.token);
  const rolesLoaded = useUserStore((s) => s.roles.length > 0);
  const routesLoaded = usePermissionStore((s) => s.loaded);
  const decision = decideGuard({
    pathname: location.pathname,
    rest: location.search + location.hash,
    signedIn: !!token,
    sessionReady: rolesLoaded && routesLoaded,
  });

  const mustLoad = decision.type === 'load';
  useEffect(() => {
    if (!mustLoad) return;
    let active = true;
    loadSession().catch(async () => {
      await useUserStore.getState().logout();
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [mustLoad, navigate]);

  // Keyed by location: a <Navigate> that stays mounted would not fire again when the user comes back.
  if (decision.type === 'redirect') return <Navigate key={location.key} to={decision.to} replace />;
  if (decision.type === 'load') return <FullPageLoading />;
  return <Outlet />;
}
