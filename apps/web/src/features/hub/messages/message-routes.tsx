import { useAreaPages } from '../shell/area-pages';
import { TemplatesScreen } from './screens/templates-screen';

/** The messages pages under #/hub/messages: the templates (each order's and customer's messages show on their pages). */
export function MessageRoutes() {
  return useAreaPages(<TemplatesScreen />);
}
