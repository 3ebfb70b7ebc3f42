import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { TemplatesScreen } from './screens/templates-screen';

/** The messages pages under #/hub/messages: the templates (each order's and customer's messages show on their pages). */
export function MessageRoutes() {
  return useRoutes([
    { index: true, element: <TemplatesScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
