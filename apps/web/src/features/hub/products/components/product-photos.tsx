import type { ProductPhotoSlot } from '@makers-pantry/domain/hub-uploads';
import type { SendFile } from './use-upload';
import { PhotoSlot } from './photo-slot';
import { TitledSection } from '../../ui/titled-section';
import styles from './uploader.module.css';

/**
 * A product's two photos: the main one is its picture in lists, on its page and in the cart; the
 * second shows when a card is hovered. JPEG, PNG or WebP from the camera or the gallery.
 */
export function ProductPhotos({
  productName,
  mainUrl,
  secondUrl,
  send,
  disabled,
}: {
  productName: string;
  mainUrl: string | null;
  secondUrl: string | null;
  send: (slot: ProductPhotoSlot) => SendFile;
  disabled?: boolean;
}) {
  return (
    <TitledSection title="Photos" className={styles.section} titleClassName={styles.title}>
      <p className={styles.lead}>
        JPEG, PNG or WebP, up to 15 MB each. The main photo is the one customers see first.
      </p>
      <div className={styles.slots}>
        <PhotoSlot
          label="Main photo"
          imageUrl={mainUrl}
          imageAlt={productName}
          send={send('main')}
          disabled={disabled}
        />
        <PhotoSlot
          label="Second photo"
          imageUrl={secondUrl}
          imageAlt={`${productName}, second photo`}
          send={send('second')}
          disabled={disabled}
        />
      </div>
    </TitledSection>
  );
}
