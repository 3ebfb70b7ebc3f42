import { useNavigate } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { hubPaths } from '../../shell/hub-paths';
import { HubPage } from '../../ui/hub-page';
import { useListParams } from '../../ui/use-list-params';
import { useServiceAreas } from '../api/areas';
import { LocationForm } from '../components/location-form';

/** #/hub/areas/new(?area=): a new known location, offered to customers once saved. */
export function NewLocationScreen() {
  const navigate = useNavigate();
  const areaParam = useListParams().read('area');
  const areas = useServiceAreas();
  return (
    <HubPage title="New known location" up={{ to: hubPaths.areas(), label: 'Service areas' }}>
      {areas.error ? (
        <ApiErrorView error={areas.error} />
      ) : areas.data ? (
        <LocationForm
          areas={areas.data.areas}
          initialAreaId={areaParam ? Number(areaParam) : undefined}
          onSaved={(location) => void navigate(hubPaths.location(location.id), { replace: true })}
        />
      ) : (
        <p role="status">Loading the service areas…</p>
      )}
    </HubPage>
  );
}
