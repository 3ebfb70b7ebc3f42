import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { NewTemplateScreen } from './screens/new-template-screen';
import { SlotsScreen } from './screens/slots-screen';
import { TemplatesScreen } from './screens/templates-screen';

/** The delivery slot pages under #/hub/slots. */
export function SlotRoutes() {
  return useRoutes([
    { index: true, element: <SlotsScreen /> },
    { path: 'templates', element: <TemplatesScreen /> },
    { path: 'templates/new', element: <NewTemplateScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
