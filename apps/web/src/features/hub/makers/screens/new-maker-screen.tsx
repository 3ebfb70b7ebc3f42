import { useNavigate } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { HubPage } from '../../ui/hub-page';
import { NewMakerForm } from '../components/new-maker-form';

/** #/hub/makers/new (ops): a maker from scratch, landing on its page once created. */
export function NewMakerScreen() {
  const navigate = useNavigate();
  return (
    <HubPage title="New maker" up={{ to: hubPaths.makers(), label: 'Makers' }}>
      <NewMakerForm
        onCreated={(maker) => void navigate(hubPaths.maker(maker.id), { replace: true })}
      />
    </HubPage>
  );
}
