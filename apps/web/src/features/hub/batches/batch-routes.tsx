import { useAreaPages } from '../shell/area-pages';
import { BatchScreen } from './screens/batch-screen';
import { BatchesScreen } from './screens/batches-screen';
import { NewBatchScreen } from './screens/new-batch-screen';

/** The batch pages under #/hub/batches. */
export function BatchRoutes() {
  return useAreaPages(<BatchesScreen />, { new: <NewBatchScreen />, ':id': <BatchScreen /> });
}
