import { describe, expect, it } from 'vitest';
import { templateViews } from './views';

/** The hub's templates page: what to register with the providers, and what is registered. */
describe('the templates as the hub shows them', () => {
  it("names each language's MSG91, DLT and WhatsApp ids as configured, or none", () => {
    const views = templateViews({
      sms: new Map([
        ['order_moved', { templateId: '6571f0d2d6fc05', dltTemplateId: '1107170000000000001' }],
        ['order_moved.kn', { templateId: '6571f0d2d6fc06', dltTemplateId: '1107170000000000002' }],
      ]),
      whatsapp: new Map([['order_moved', 'order_moved_v1']]),
    });
    const moved = views.find((view) => view.key === 'order_moved')!;
    expect(moved.registered).toEqual({
      en: {
        msg91TemplateId: '6571f0d2d6fc05',
        dltTemplateId: '1107170000000000001',
        whatsappTemplate: 'order_moved_v1',
      },
      hi: {
        msg91TemplateId: '6571f0d2d6fc05',
        dltTemplateId: '1107170000000000001',
        whatsappTemplate: 'order_moved_v1',
      },
      kn: {
        msg91TemplateId: '6571f0d2d6fc06',
        dltTemplateId: '1107170000000000002',
        whatsappTemplate: 'order_moved_v1',
      },
    });
    const paid = views.find((view) => view.key === 'order_paid')!;
    expect(paid.registered.hi).toEqual({
      msg91TemplateId: null,
      dltTemplateId: null,
      whatsappTemplate: null,
    });
    expect(paid.preview.en).toBe(
      'Makers Pantry: payment of ₹642 received for order MP1042. Delivery Tomorrow 8 AM - 11 AM.',
    );
  });

  it('has every variable a text uses among its listed ones, in every language', () => {
    for (const view of templateViews()) {
      for (const text of Object.values(view.text)) {
        const used = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(view.variables, `${view.key}: ${text}`).toEqual(expect.arrayContaining(used));
      }
    }
  });
});
