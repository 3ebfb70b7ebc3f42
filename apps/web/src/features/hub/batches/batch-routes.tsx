import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { BatchScreen } from './screens/batch-screen';
import { BatchesScreen } from './screens/batches-screen';
import { NewBatchScreen } from './screens/new-batch-screen';

/** The batch pages under #/hub/batches. */
export function BatchRoutes() {
  return useRoutes([
    { index: true, element: <BatchesScreen /> },
    { path: 'new', element: <NewBatchScreen /> },
    { path: ':id', element: <BatchScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
