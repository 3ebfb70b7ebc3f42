import type { MessageTemplateView } from '@makers-pantry/domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const none = { msg91TemplateId: null, dltTemplateId: null, whatsappTemplate: null };
const moved: MessageTemplateView = {
  key: 'order_moved',
  audience: 'customer',
  title: 'Order moved to another slot',
  essential: true,
  variables: ['orderNumber', 'slot', 'reason'],
  example: { orderNumber: 'MP1042', slot: 'Sat 29 Nov, 5 PM - 8 PM', reason: 'the van is full' },
  text: { en: 'order {orderNumber}', hi: 'ऑर्डर {orderNumber}', kn: 'ಆರ್ಡರ್ {orderNumber}' },
  preview: {
    en: 'Makers Pantry: order MP1042 will now arrive Sat 29 Nov, 5 PM - 8 PM. Reason: the van is full.',
    hi: 'Makers Pantry: ऑर्डर MP1042 अब Sat 29 Nov, 5 PM - 8 PM पहुँचेगा। कारण: the van is full।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ MP1042 ಈಗ Sat 29 Nov, 5 PM - 8 PM ತಲುಪುತ್ತದೆ. ಕಾರಣ: the van is full.',
  },
  registered: {
    en: {
      msg91TemplateId: '6571f0d2d6fc05',
      dltTemplateId: '1107170000000000001',
      whatsappTemplate: 'order_moved_v1',
    },
    hi: none,
    kn: none,
  },
};
const approved: MessageTemplateView = {
  ...moved,
  key: 'maker_product_approved',
  audience: 'maker',
  title: 'Product approved',
  registered: { en: none, hi: none, kn: none },
};

describe("the hub's message templates", () => {
  it('shows each text in English, Hindi and Kannada with its DLT ids, by who it goes to', async () => {
    renderHub('/hub/messages', 'ops', {
      'GET hub/message-templates/': { body: { templates: [moved, approved] } },
    });
    const card = await screen.findByRole('article', { name: /Order moved to another slot/ });
    expect(card).toHaveTextContent('Essential');
    expect(card).toHaveTextContent('order_moved · variables: orderNumber, slot, reason');
    const [en, hi, kn] = within(card)
      .getAllByRole('definition')
      .filter((d) => d.lang);
    expect(en).toHaveTextContent('will now arrive Sat 29 Nov, 5 PM - 8 PM');
    expect(hi).toHaveTextContent('कारण: the van is full');
    expect(kn).toHaveTextContent('ಕಾರಣ: the van is full');
    expect(card).toHaveTextContent(
      'DLT 1107170000000000001, MSG91 6571f0d2d6fc05 · WhatsApp: order_moved_v1',
    );
    expect(card).toHaveTextContent('DLT: not registered · WhatsApp: not registered');
    const makers = screen.getByRole('heading', { name: 'To makers' }).closest('section')!;
    expect(within(makers).getByRole('article', { name: /Product approved/ })).toBeVisible();
  });
});
