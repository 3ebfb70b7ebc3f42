import { NotFound } from '../../../../components/ui/not-found';
import { RecordById, RecordWaiting } from '../../ui/record-page';
import { HistoryList } from '../../history/components/history-list';
import { Facts } from '../../ui/facts';
import { HubPage } from '../../ui/hub-page';
import { useBanners } from '../api/banners';
import { BannerForm } from '../components/banner-form';
import { BannerPictures } from '../components/banner-pictures';
import { StateBadge } from '../components/state-badge';
import { merchPaths } from '../merch-paths';
import { scheduleText } from '../merch-texts';

/** #/hub/merch/banners/:id: a banner's words, schedule and on/off, its three pictures, its history. */
export const BannerScreen = () => <RecordById Page={BannerPage} />;

function BannerPage({ id }: { id: number }) {
  const banners = useBanners();
  const up = { to: merchPaths.banners(), label: 'Banners' };
  if (!banners.data) return <RecordWaiting title="Banner" up={up} error={banners.error} />;
  const banner = banners.data.banners.find((row) => row.id === id);
  if (!banner) return <NotFound />;
  return (
    <HubPage title={banner.name} up={up} actions={<StateBadge state={banner.state} />}>
      <Facts
        facts={[
          ['Position', String(banner.sortOrder)],
          ['Schedule', scheduleText(banner)],
          ['Opens', <code key="link">{banner.redirectUrl}</code>],
          ['Pictures', banner.state === 'needs-pictures' ? 'Not all three yet' : 'All three sizes'],
        ]}
      />
      <BannerForm
        key={banner.version}
        banner={banner}
        onSaved={() => undefined}
        reload={() => void banners.refetch()}
      />
      <BannerPictures banner={banner} />
      <HistoryList type="banner" id={banner.id} />
    </HubPage>
  );
}
