import { useParams } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { NotFound } from '../../../../components/ui/not-found';
import { hubPaths } from '../../shell/hub-paths';
import { HubOutline } from '../../ui/hub-outline';
import { useMaker } from '../api/maker';
import { MakerDetail } from '../components/maker-detail';

/** #/hub/makers/{id} (ops): one maker's standing, store profile and history. */
export function MakerScreen() {
  const id = Number(useParams().id);
  const maker = useMaker(id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (maker.error) return <ApiErrorView error={maker.error} />;
  if (!maker.data) return <HubOutline />;
  return (
    <MakerDetail
      maker={maker.data}
      reload={async () => (await maker.refetch()).data}
      up={{ to: hubPaths.makers(), label: 'Makers' }}
    />
  );
}
