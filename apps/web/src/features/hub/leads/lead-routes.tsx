import { useAreaPages } from '../shell/area-pages';
import { LeadsScreen } from './screens/leads-screen';
import { LoginIssuesScreen } from './screens/login-issues-screen';

/** The call-back lists under #/hub/leads (ops and admins). */
export function LeadRoutes() {
  return useAreaPages(<LeadsScreen />, { 'login-issues': <LoginIssuesScreen /> });
}
