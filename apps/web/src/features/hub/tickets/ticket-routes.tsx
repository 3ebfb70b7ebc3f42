import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { TicketScreen } from './screens/ticket-screen';
import { TicketsScreen } from './screens/tickets-screen';

/** The ticket pages under #/hub/tickets (ops and admins). */
export function TicketRoutes() {
  return useRoutes([
    { index: true, element: <TicketsScreen /> },
    { path: ':id', element: <TicketScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
