import { useAreaPages } from '../shell/area-pages';
import { NewTemplateScreen } from './screens/new-template-screen';
import { SlotsScreen } from './screens/slots-screen';
import { TemplatesScreen } from './screens/templates-screen';

/** The delivery slot pages under #/hub/slots. */
export function SlotRoutes() {
  return useAreaPages(<SlotsScreen />, {
    templates: <TemplatesScreen />,
    'templates/new': <NewTemplateScreen />,
  });
}
