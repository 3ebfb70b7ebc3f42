import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { HubOutline } from '../../ui/hub-outline';
import { useMaker } from '../api/maker';
import { useMakers } from '../api/makers';
import { MakerDetail } from '../components/maker-detail';

/**
 * #/hub/store: a seller's own store (the makers list answers a seller its own maker only), with
 * the profile customers see on its page.
 */
export function StoreScreen() {
  const makers = useMakers();
  const own = makers.data?.[0];
  const maker = useMaker(own?.id ?? 0, own !== undefined);
  if (makers.error) return <ApiErrorView error={makers.error} />;
  if (maker.error) return <ApiErrorView error={maker.error} />;
  if (!maker.data) return <HubOutline />;
  return <MakerDetail maker={maker.data} reload={async () => (await maker.refetch()).data} />;
}
