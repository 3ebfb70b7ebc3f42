import { useNavigate } from 'react-router';
import { HubPage } from '../../ui/hub-page';
import { BannerForm } from '../components/banner-form';
import { merchPaths } from '../merch-paths';

/** #/hub/merch/banners/new: a new banner, off; its page then takes the pictures and turns it on. */
export function NewBannerScreen() {
  const navigate = useNavigate();
  return (
    <HubPage title="New banner" up={{ to: merchPaths.banners(), label: 'Banners' }}>
      <BannerForm
        onSaved={(banner) => void navigate(merchPaths.banner(banner.id), { replace: true })}
      />
    </HubPage>
  );
}
