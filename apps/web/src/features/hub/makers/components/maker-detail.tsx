import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { useState } from 'react';
import { HistoryList } from '../../history/components/history-list';
import { isHubSide, useHubUser } from '../../shell/hub-user';
import { Badge } from '../../ui/badge';
import { Facts, type Fact } from '../../ui/facts';
import { momentText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { MAKER_STATE_NAMES, MAKER_STATE_TONES } from '../maker-texts';
import { MakerPicture } from './maker-picture';
import { ReinstateMakerModal, SuspendMakerModal } from './maker-standing-modals';
import { StoreProfileForm } from './store-profile-form';

/** A maker's page: its standing, its store profile and picture (editable) and its history. */
export function MakerDetail({
  maker,
  reload,
  up,
}: {
  maker: HubMaker;
  reload: () => Promise<HubMaker | undefined>;
  up?: { to: string; label: string };
}) {
  const { role } = useHubUser();
  const [step, setStep] = useState<'suspend' | 'reinstate' | null>(null);
  const hub = isHubSide(role);
  const facts: Fact[] = [
    [
      'State',
      <Badge key="state" tone={MAKER_STATE_TONES[maker.state]}>
        {MAKER_STATE_NAMES[maker.state]}
      </Badge>,
    ],
    ['Owner', maker.owner ? `${maker.owner.name}, +91 ${maker.owner.mobile}` : '—'],
    ['Products', maker.productsCount],
    ['Joined', momentText(maker.createdAt)],
  ];
  if (maker.suspendedAt) facts.push(['Suspended', momentText(maker.suspendedAt)]);
  if (maker.suspensionReason) facts.push(['Why it was suspended', maker.suspensionReason]);

  const actions = hub ? (
    maker.state === 'approved' ? (
      <button type="button" className="button button-secondary" onClick={() => setStep('suspend')}>
        Suspend
      </button>
    ) : (
      <button type="button" className="button" onClick={() => setStep('reinstate')}>
        {maker.state === 'pending' ? 'Approve' : 'Reinstate'}
      </button>
    )
  ) : null;

  return (
    <HubPage title={maker.storeName} up={up} actions={actions}>
      <Facts facts={facts} />
      <StoreProfileForm key={maker.version} maker={maker} reload={reload} />
      <MakerPicture maker={maker} />
      {hub && (
        <>
          <SuspendMakerModal
            maker={maker}
            open={step === 'suspend'}
            onClose={() => setStep(null)}
            reload={reload}
          />
          <ReinstateMakerModal
            maker={maker}
            open={step === 'reinstate'}
            onClose={() => setStep(null)}
            reload={reload}
          />
        </>
      )}
      <HistoryList type="maker" id={maker.id} words={MAKER_STATE_NAMES} />
    </HubPage>
  );
}
