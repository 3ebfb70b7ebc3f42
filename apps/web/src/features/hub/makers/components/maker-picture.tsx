import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { PictureUpload } from '../../merch/components/picture-upload';
import sections from '../../merch/components/merch-sections.module.css';
import { TitledSection } from '../../ui/titled-section';
import { useSendMakerPicture } from '../api/maker-picture';

/**
 * The store's picture the shop shows on the seller's page and product pages, taken or chosen on
 * a phone; the server cuts it to a centred 400 px square (before, only the API could set it).
 */
export function MakerPicture({ maker }: { maker: HubMaker }) {
  const send = useSendMakerPicture(maker.id);
  return (
    <TitledSection
      title="Store picture"
      className={sections.section}
      titleClassName={sections.title}
    >
      <PictureUpload
        label="Store picture"
        hint="400 × 400, cut from the middle"
        imageUrl={maker.profileImage}
        imageAlt={`${maker.storeName}'s store picture`}
        width={400}
        height={400}
        chooseLabel={maker.profileImage ? 'Replace the store picture' : 'Choose a store picture'}
        send={send}
      />
    </TitledSection>
  );
}
