import { useAreaPages } from '../shell/area-pages';
import { TicketScreen } from './screens/ticket-screen';
import { TicketsScreen } from './screens/tickets-screen';

/** The ticket pages under #/hub/tickets (ops and admins). */
export function TicketRoutes() {
  return useAreaPages(<TicketsScreen />, { ':id': <TicketScreen /> });
}
