import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { CodeScreen } from './screens/code-screen';
import { CodesScreen } from './screens/codes-screen';
import { NewCodeScreen } from './screens/new-code-screen';

/** The discount code pages under #/hub/codes. */
export function CodeRoutes() {
  return useRoutes([
    { index: true, element: <CodesScreen /> },
    { path: 'new', element: <NewCodeScreen /> },
    { path: ':id', element: <CodeScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
