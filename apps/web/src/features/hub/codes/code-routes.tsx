import { useAreaPages } from '../shell/area-pages';
import { CodeScreen } from './screens/code-screen';
import { CodesScreen } from './screens/codes-screen';
import { NewCodeScreen } from './screens/new-code-screen';

/** The discount code pages under #/hub/codes. */
export function CodeRoutes() {
  return useAreaPages(<CodesScreen />, { new: <NewCodeScreen />, ':id': <CodeScreen /> });
}
