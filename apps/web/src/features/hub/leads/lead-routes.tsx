import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { LeadsScreen } from './screens/leads-screen';
import { LoginIssuesScreen } from './screens/login-issues-screen';

/** The call-back lists under #/hub/leads (ops and admins). */
export function LeadRoutes() {
  return useRoutes([
    { index: true, element: <LeadsScreen /> },
    { path: 'login-issues', element: <LoginIssuesScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
