import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';

/** What a dialog of the order page is given: the page shown, and whether it is open. */
export interface OrderModalProps {
  page: HubOrderPage;
  open: boolean;
  onClose: () => void;
}
