import { hubRoleOf } from '@makers-pantry/domain/hub';
import { useRoutes } from 'react-router';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { NotFound } from '../../../components/ui/not-found';
import { HubOutline } from '../ui/hub-outline';
import { useHubMe } from './api/hub-me';
import { areasFor, HUB_AREAS, type HubArea } from './hub-areas';
import { HubHome } from './hub-home';
import { HubLayout } from './hub-layout';
import { HubUserContext } from './hub-user';

/**
 * Everything under #/hub (the router sends a visitor to login first). Sellers, ops and admins get
 * the console with the areas their role has; a customer gets the shop's 403 view.
 */
export function HubApp() {
  const me = useHubMe();
  if (me.error)
    return (
      <main className="page">
        <ApiErrorView error={me.error} />
      </main>
    );
  if (!me.data) return <HubOutline />;
  const role = hubRoleOf(me.data.roles);
  if (!role)
    return (
      <main className="page">
        <AccessDenied />
      </main>
    );
  const name = `${me.data.firstName} ${me.data.lastName}`.trim() || `+91 ${me.data.mobile}`;
  return (
    <HubUserContext value={{ name, role }}>
      <HubRoutes areas={areasFor(role)} />
    </HubUserContext>
  );
}

/**
 * The hub's own route table: home, each area's pages (the 403 view for an area the role does not
 * have), and 404 for anything else. Route objects and useRoutes rather than <Routes> elements:
 * react-router's <Routes> would stay in the shop's first script (decision 032).
 */
function HubRoutes({ areas }: { areas: readonly HubArea[] }) {
  return useRoutes([
    {
      element: <HubLayout areas={areas} />,
      children: [
        { index: true, element: <HubHome areas={areas} /> },
        ...HUB_AREAS.map((area) => ({
          path: `${area.path}/*`,
          element: areas.includes(area) ? <area.Screens /> : <AccessDenied />,
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
