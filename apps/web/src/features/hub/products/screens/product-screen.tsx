import { useParams } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { NotFound } from '../../../../components/ui/not-found';
import { hubPaths } from '../../shell/hub-paths';
import { isHubSide, useHubUser } from '../../shell/hub-user';
import { HistoryList } from '../../history/components/history-list';
import { HubOutline } from '../../ui/hub-outline';
import { HubPage } from '../../ui/hub-page';
import { useProduct } from '../api/product';
import { useSendProductFile } from '../api/product-media';
import { LabReportUpload } from '../components/lab-report-upload';
import { ListingPanel } from '../components/listing-panel';
import { LISTING_STATE_LABELS, ListingStateBadge } from '../components/listing-state-badge';
import { ProductDetails } from '../components/product-details';
import { ProductPhotos } from '../components/product-photos';
import { ProductVariants } from '../components/product-variants';
import styles from './product-screen.module.css';

/**
 * One product in the hub, phone first: where its listing stands and the next step, its photos
 * and lab report, its details (and their edit), its sizes, and its history.
 */
export function ProductScreen() {
  const id = Number(useParams().id);
  const { role } = useHubUser();
  const hubSide = isHubSide(role);
  const product = useProduct(id);
  const sendFile = useSendProductFile(id);

  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (product.error) return <ApiErrorView error={product.error} />;
  if (!product.data) return <HubOutline />;
  const shown = product.data;

  return (
    <HubPage title={shown.name} up={{ to: hubPaths.products(), label: 'Products' }}>
      <div className={styles.page}>
        <p className={styles.meta}>
          <ListingStateBadge state={shown.state} changePending={shown.changePending} />
          {hubSide && <span>by {shown.seller.storeName}</span>}
        </p>
        <ListingPanel product={shown} hubSide={hubSide} onReload={() => void product.refetch()} />
        <ProductPhotos
          productName={shown.name}
          mainUrl={shown.detailImage}
          secondUrl={shown.listImage2}
          send={(slot) => sendFile('photo', slot)}
        />
        <LabReportUpload
          productName={shown.name}
          documentUrl={shown.testReportDocument}
          pageImageUrl={shown.testReportImage}
          send={sendFile('report')}
        />
        <ProductDetails product={shown} onReload={() => product.refetch()} />
        <ProductVariants product={shown} />
        <HistoryList type="product" id={shown.id} words={LISTING_STATE_LABELS} />
      </div>
    </HubPage>
  );
}
