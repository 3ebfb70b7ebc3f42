import { useNavigate } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { HubPage } from '../../ui/hub-page';
import { CodeForm } from '../components/code-form';

/** #/hub/codes/new: a new discount code; checkout accepts it from its start. */
export function NewCodeScreen() {
  const navigate = useNavigate();
  return (
    <HubPage title="New discount code" up={{ to: hubPaths.codes(), label: 'Discount codes' }}>
      <CodeForm onSaved={(code) => void navigate(hubPaths.code(code.id), { replace: true })} />
    </HubPage>
  );
}
