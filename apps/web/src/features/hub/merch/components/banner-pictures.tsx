import type { HubBanner } from '@makers-pantry/domain/hub-merchandising';
import { FilePicker, PHOTO_TYPES } from '../../products/components/file-picker';
import { UploadStatus } from '../../products/components/upload-status';
import { TitledSection } from '../../ui/titled-section';
import { useUpload } from '../../products/components/use-upload';
import { useSendBannerPicture } from '../api/banners';
import { BANNER_SIZES } from '../merch-texts';
import { PictureUpload } from './picture-upload';
import styles from './merch-sections.module.css';
import pickerStyles from './picture-upload.module.css';

/**
 * A banner's three pictures: one large image cut by the server to each size (a centred crop at
 * that size's shape), and any size replaced alone when its middle is not what should show there.
 */
export function BannerPictures({ banner }: { banner: HubBanner }) {
  const send = useSendBannerPicture(banner.id);
  return (
    <TitledSection title="Pictures" className={styles.section} titleClassName={styles.title}>
      <p className={styles.lead}>
        One wide picture (at least 1600 px across) makes all three sizes, each cut from its middle.
        When a size shows the wrong part, replace that size alone.
      </p>
      <AllSizes send={send('all')} />
      <div className={styles.pictures}>
        {BANNER_SIZES.map((size) => (
          <PictureUpload
            key={size.size}
            label={`${size.name} picture`}
            hint={`${size.width} × ${size.height}, for ${size.seen}`}
            imageUrl={banner[size.field]}
            imageAlt={`${banner.name}, ${size.name.toLowerCase()} size`}
            width={size.width}
            height={size.height}
            chooseLabel={`Replace the ${size.name.toLowerCase()} picture`}
            send={send(size.size)}
          />
        ))}
      </div>
    </TitledSection>
  );
}

function AllSizes({ send }: { send: ReturnType<ReturnType<typeof useSendBannerPicture>> }) {
  const { state, start } = useUpload(send, { preview: false });
  return (
    <div className={styles.allSizes}>
      <FilePicker
        className={`button ${pickerStyles.picker}`}
        accept={PHOTO_TYPES}
        disabled={state.step === 'sending'}
        onFile={(file) => void start(file)}
      >
        Choose one picture for all sizes
      </FilePicker>
      <UploadStatus state={state} />
    </div>
  );
}
