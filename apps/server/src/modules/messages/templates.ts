import type { MessageAudience, MessageLanguage } from '@makers-pantry/domain/messages';

/**
 * One message the shop sends, in each language it speaks. `{name}` marks a variable; the
 * variables' order is the order providers fill them in (DLT and WhatsApp templates number their
 * variables), so it must not change once a template is registered with a provider.
 */
export interface MessageTemplate {
  key: string;
  audience: MessageAudience;
  /** What the hub's templates page calls it. */
  title: string;
  /**
   * Essential messages (about an order's money or delivery, a maker's stock, ops' alarms) are sent
   * even to a customer who opted out of the others, and do not count toward the day's limit.
   */
  essential: boolean;
  /** Same-day delivery news: sent during quiet hours too, since waiting till 08:00 makes it useless. */
  anyHour: boolean;
  variables: readonly string[];
  /** Values for the hub's preview. */
  example: Record<string, string>;
  text: Record<MessageLanguage, string>;
}

/**
 * A message as the table below writes it, under its key: essential and not sent in quiet hours
 * unless it says otherwise, and its variables those of its example, in the example's order.
 */
type MessageEntry = Omit<MessageTemplate, 'key' | 'essential' | 'anyHour' | 'variables'> & {
  essential?: false;
  anyHour?: true;
};

const MESSAGES = {
  order_placed_pod: {
    audience: 'customer',
    title: 'Order placed (pay on delivery)',
    example: { orderNumber: 'MP1042', slot: 'Tomorrow 8 AM - 11 AM', total: '642' },
    text: {
      en: 'Makers Pantry: order {orderNumber} is placed. Delivery {slot}. Please keep ₹{total} ready to pay on delivery.',
      hi: 'Makers Pantry: आपका ऑर्डर {orderNumber} दर्ज हो गया है। डिलीवरी {slot}। डिलीवरी पर ₹{total} का भुगतान करें।',
      kn: 'Makers Pantry: ನಿಮ್ಮ ಆರ್ಡರ್ {orderNumber} ದಾಖಲಾಗಿದೆ. ಡೆಲಿವರಿ {slot}. ಡೆಲಿವರಿ ಸಮಯದಲ್ಲಿ ₹{total} ಪಾವತಿಸಿ.',
    },
  },
  order_paid: {
    audience: 'customer',
    title: 'Order paid (online)',
    example: { orderNumber: 'MP1042', slot: 'Tomorrow 8 AM - 11 AM', total: '642' },
    text: {
      en: 'Makers Pantry: payment of ₹{total} received for order {orderNumber}. Delivery {slot}.',
      hi: 'Makers Pantry: ऑर्डर {orderNumber} के लिए ₹{total} का भुगतान मिल गया। डिलीवरी {slot}।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ಗಾಗಿ ₹{total} ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ. ಡೆಲಿವರಿ {slot}.',
    },
  },
  order_moved: {
    audience: 'customer',
    title: 'Order moved to another slot',
    example: { orderNumber: 'MP1042', slot: 'Sat 29 Nov, 5 PM - 8 PM', reason: 'the van is full' },
    text: {
      en: 'Makers Pantry: order {orderNumber} will now arrive {slot}. Reason: {reason}.',
      hi: 'Makers Pantry: ऑर्डर {orderNumber} अब {slot} पहुँचेगा। कारण: {reason}।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ಈಗ {slot} ತಲುಪುತ್ತದೆ. ಕಾರಣ: {reason}.',
    },
  },
  out_for_delivery: {
    audience: 'customer',
    title: 'Out for delivery (paid)',
    anyHour: true,
    example: { orderNumber: 'MP1042' },
    text: {
      en: 'Makers Pantry: order {orderNumber} is out for delivery and reaches you today.',
      hi: 'Makers Pantry: ऑर्डर {orderNumber} डिलीवरी के लिए निकल चुका है और आज आप तक पहुँचेगा।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ, ಇಂದು ನಿಮ್ಮನ್ನು ತಲುಪುತ್ತದೆ.',
    },
  },
  out_for_delivery_pod: {
    audience: 'customer',
    title: 'Out for delivery (pay on delivery)',
    anyHour: true,
    example: { orderNumber: 'MP1042', cash: '642' },
    text: {
      en: 'Makers Pantry: order {orderNumber} is out for delivery. Please keep ₹{cash} ready to pay on delivery.',
      hi: 'Makers Pantry: ऑर्डर {orderNumber} डिलीवरी के लिए निकल चुका है। कृपया भुगतान के लिए ₹{cash} तैयार रखें।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ. ದಯವಿಟ್ಟು ಪಾವತಿಗೆ ₹{cash} ಸಿದ್ಧವಾಗಿಡಿ.',
    },
  },
  order_delivered: {
    audience: 'customer',
    title: 'Delivered',
    essential: false,
    anyHour: true,
    example: { orderNumber: 'MP1042' },
    text: {
      en: 'Makers Pantry: order {orderNumber} is delivered. Thank you for buying from local makers.',
      hi: 'Makers Pantry: ऑर्डर {orderNumber} पहुँचा दिया गया है। स्थानीय निर्माताओं से खरीदने के लिए धन्यवाद।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ತಲುಪಿಸಲಾಗಿದೆ. ಸ್ಥಳೀಯ ತಯಾರಕರಿಂದ ಖರೀದಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.',
    },
  },
  order_cancelled: {
    audience: 'customer',
    title: 'Cancelled by the shop',
    example: { orderNumber: 'MP1042', reason: 'the honey batch failed its quality check' },
    text: {
      en: 'Makers Pantry: we had to cancel order {orderNumber}. Reason: {reason}. Anything you paid will be refunded.',
      hi: 'Makers Pantry: हमें ऑर्डर {orderNumber} रद्द करना पड़ा। कारण: {reason}। आपका भुगतान वापस किया जाएगा।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ಅನ್ನು ರದ್ದುಗೊಳಿಸಬೇಕಾಯಿತು. ಕಾರಣ: {reason}. ನೀವು ಪಾವತಿಸಿದ ಮೊತ್ತವನ್ನು ಹಿಂದಿರುಗಿಸಲಾಗುವುದು.',
    },
  },
  refund_issued: {
    audience: 'customer',
    title: 'Refund issued',
    example: { orderNumber: 'MP1042', amount: '642' },
    text: {
      en: 'Makers Pantry: a refund of ₹{amount} for order {orderNumber} is issued. It reaches your account in 5-7 business days.',
      hi: 'Makers Pantry: ऑर्डर {orderNumber} के ₹{amount} का रिफ़ंड जारी हो गया है। यह 5-7 कार्य दिवसों में आपके खाते में पहुँचेगा।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ನ ₹{amount} ಮರುಪಾವತಿ ನೀಡಲಾಗಿದೆ. ಇದು 5-7 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ನಿಮ್ಮ ಖಾತೆಗೆ ಬರುತ್ತದೆ.',
    },
  },
  ticket_resolved_credit: {
    audience: 'customer',
    title: 'Ticket resolved with store credit',
    example: { ticketNumber: '318', amount: '120' },
    text: {
      en: 'Makers Pantry: your ticket {ticketNumber} is resolved. ₹{amount} store credit is added to your account.',
      hi: 'Makers Pantry: आपका टिकट {ticketNumber} हल हो गया है। आपके खाते में ₹{amount} का स्टोर क्रेडिट जोड़ा गया है।',
      kn: 'Makers Pantry: ನಿಮ್ಮ ಟಿಕೆಟ್ {ticketNumber} ಪರಿಹರಿಸಲಾಗಿದೆ. ₹{amount} ಸ್ಟೋರ್ ಕ್ರೆಡಿಟ್ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲಾಗಿದೆ.',
    },
  },
  ticket_resolved_replacement: {
    audience: 'customer',
    title: 'Ticket resolved with a replacement',
    example: { ticketNumber: '318' },
    text: {
      en: 'Makers Pantry: your ticket {ticketNumber} is resolved. A replacement will be sent to you.',
      hi: 'Makers Pantry: आपका टिकट {ticketNumber} हल हो गया है। आपको बदले में नया सामान भेजा जाएगा।',
      kn: 'Makers Pantry: ನಿಮ್ಮ ಟಿಕೆಟ್ {ticketNumber} ಪರಿಹರಿಸಲಾಗಿದೆ. ನಿಮಗೆ ಬದಲಿ ವಸ್ತುವನ್ನು ಕಳುಹಿಸಲಾಗುವುದು.',
    },
  },
  order_delivery_failed: {
    audience: 'customer',
    title: 'Delivery failed',
    anyHour: true,
    example: { orderNumber: 'MP1042', reason: 'nobody was at home' },
    text: {
      en: 'Makers Pantry: we could not deliver order {orderNumber} ({reason}). We will call you to arrange another slot.',
      hi: 'Makers Pantry: हम ऑर्डर {orderNumber} नहीं पहुँचा सके ({reason})। दूसरा समय तय करने के लिए हम आपको कॉल करेंगे।',
      kn: 'Makers Pantry: ಆರ್ಡರ್ {orderNumber} ತಲುಪಿಸಲು ಆಗಲಿಲ್ಲ ({reason}). ಬೇರೆ ಸಮಯ ನಿಗದಿಪಡಿಸಲು ನಾವು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತೇವೆ.',
    },
  },
  maker_product_approved: {
    audience: 'maker',
    title: 'Product approved',
    example: { product: 'Wild forest honey 250 g' },
    text: {
      en: 'Makers Pantry: your product {product} is approved.',
      hi: 'Makers Pantry: आपका उत्पाद {product} स्वीकृत हो गया है।',
      kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ {product} ಅನುಮೋದಿಸಲಾಗಿದೆ.',
    },
  },
  maker_product_rejected: {
    audience: 'maker',
    title: 'Product rejected',
    example: { product: 'Wild forest honey 250 g', reason: 'the label has no FSSAI number' },
    text: {
      en: 'Makers Pantry: your product {product} was not approved. Reason: {reason}.',
      hi: 'Makers Pantry: आपका उत्पाद {product} स्वीकृत नहीं हुआ। कारण: {reason}।',
      kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ {product} ಅನುಮೋದನೆಗೊಂಡಿಲ್ಲ. ಕಾರಣ: {reason}.',
    },
  },
  maker_change_approved: {
    audience: 'maker',
    title: 'Live product change approved',
    example: { product: 'Wild forest honey 250 g' },
    text: {
      en: 'Makers Pantry: the change to your product {product} is approved and now shows in the shop.',
      hi: 'Makers Pantry: आपके उत्पाद {product} में बदलाव स्वीकृत हो गया है और अब दुकान में दिखता है।',
      kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ {product} ನ ಬದಲಾವಣೆ ಅನುಮೋದಿಸಲಾಗಿದೆ, ಈಗ ಅಂಗಡಿಯಲ್ಲಿ ಕಾಣುತ್ತದೆ.',
    },
  },
  maker_change_rejected: {
    audience: 'maker',
    title: 'Live product change not approved',
    example: { product: 'Wild forest honey 250 g', reason: 'the new photo is blurred' },
    text: {
      en: 'Makers Pantry: the change to your product {product} was not approved; the shop shows it as before. Reason: {reason}.',
      hi: 'Makers Pantry: आपके उत्पाद {product} में बदलाव स्वीकृत नहीं हुआ; दुकान में यह पहले जैसा दिखता है। कारण: {reason}।',
      kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ {product} ನ ಬದಲಾವಣೆ ಅನುಮೋದನೆಗೊಂಡಿಲ್ಲ; ಅಂಗಡಿಯಲ್ಲಿ ಮೊದಲಿನಂತೆಯೇ ಕಾಣುತ್ತದೆ. ಕಾರಣ: {reason}.',
    },
  },
  maker_batch_received: {
    audience: 'maker',
    title: 'Batch received short or over',
    example: { product: 'Ragi flour 1 kg', batch: 'B-2211', received: '18', expected: '20' },
    text: {
      en: 'Makers Pantry: we received {received} units of {product}, batch {batch}; {expected} were planned.',
      hi: 'Makers Pantry: {product} के बैच {batch} की {received} इकाइयाँ मिलीं; {expected} तय थीं।',
      kn: 'Makers Pantry: {product} ಬ್ಯಾಚ್ {batch} ನ {received} ಘಟಕಗಳು ಬಂದಿವೆ; {expected} ನಿಗದಿಯಾಗಿತ್ತು.',
    },
  },
  maker_batch_approved: {
    audience: 'maker',
    title: 'Batch approved at QC',
    example: { product: 'Ragi flour 1 kg', batch: 'B-2211' },
    text: {
      en: 'Makers Pantry: batch {batch} of {product} passed the quality check.',
      hi: 'Makers Pantry: {product} का बैच {batch} गुणवत्ता जाँच में पास हुआ।',
      kn: 'Makers Pantry: {product} ನ ಬ್ಯಾಚ್ {batch} ಗುಣಮಟ್ಟ ಪರಿಶೀಲನೆಯಲ್ಲಿ ಉತ್ತೀರ್ಣವಾಗಿದೆ.',
    },
  },
  maker_batch_rejected: {
    audience: 'maker',
    title: 'Batch rejected at QC',
    example: { product: 'Ragi flour 1 kg', batch: 'B-2211', reason: 'moisture above the limit' },
    text: {
      en: 'Makers Pantry: batch {batch} of {product} failed the quality check. Reason: {reason}.',
      hi: 'Makers Pantry: {product} का बैच {batch} गुणवत्ता जाँच में पास नहीं हुआ। कारण: {reason}।',
      kn: 'Makers Pantry: {product} ನ ಬ್ಯಾಚ್ {batch} ಗುಣಮಟ್ಟ ಪರಿಶೀಲನೆಯಲ್ಲಿ ವಿಫಲವಾಗಿದೆ. ಕಾರಣ: {reason}.',
    },
  },
  maker_tomorrow_orders: {
    audience: 'maker',
    title: "Tomorrow's orders",
    example: { date: 'Sat 29 Nov', items: 'Ragi flour 1 kg × 4, Wild forest honey 250 g × 2' },
    text: {
      en: 'Makers Pantry: orders for {date}: {items}.',
      hi: 'Makers Pantry: {date} के ऑर्डर: {items}।',
      kn: 'Makers Pantry: {date} ರ ಆರ್ಡರ್‌ಗಳು: {items}.',
    },
  },
  ops_refund_attention: {
    audience: 'ops',
    title: 'A refund needs attention',
    example: { orderNumber: 'MP1042', amount: '642', reason: 'the gateway refused it 5 times' },
    text: {
      en: 'Makers Pantry ops: the refund of ₹{amount} for order {orderNumber} needs attention: {reason}.',
      hi: 'Makers Pantry ops: ऑर्डर {orderNumber} के ₹{amount} के रिफ़ंड पर ध्यान दें: {reason}।',
      kn: 'Makers Pantry ops: ಆರ್ಡರ್ {orderNumber} ನ ₹{amount} ಮರುಪಾವತಿಗೆ ಗಮನ ಬೇಕು: {reason}.',
    },
  },
  ops_payment_problem: {
    audience: 'ops',
    title: 'A payment captured twice or for the wrong amount',
    example: { payment: '#1042', expected: '642', captured: '1284' },
    text: {
      en: 'Makers Pantry ops: payment {payment} took ₹{captured} where ₹{expected} was due. The extra is being refunded; please check it goes through.',
      hi: 'Makers Pantry ops: भुगतान {payment} में ₹{expected} की जगह ₹{captured} लिए गए। अतिरिक्त राशि वापस की जा रही है; कृपया जाँच लें।',
      kn: 'Makers Pantry ops: ಪಾವತಿ {payment} ನಲ್ಲಿ ₹{expected} ಬದಲು ₹{captured} ಪಡೆಯಲಾಗಿದೆ. ಹೆಚ್ಚುವರಿ ಮೊತ್ತ ಹಿಂದಿರುಗಿಸಲಾಗುತ್ತಿದೆ; ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ.',
    },
  },
  waitlist_area_open: {
    audience: 'customer',
    title: 'We now deliver to a waiting location',
    essential: false,
    example: { place: 'Whitefield, Bengaluru' },
    text: {
      en: 'Makers Pantry now delivers to {place}, as promised. Open the app to place your first order.',
      hi: 'Makers Pantry अब {place} में डिलीवरी करता है, जैसा वादा किया था। पहला ऑर्डर देने के लिए ऐप खोलें।',
      kn: 'ಭರವಸೆ ನೀಡಿದಂತೆ Makers Pantry ಈಗ {place} ಗೆ ಡೆಲಿವರಿ ಮಾಡುತ್ತದೆ. ಮೊದಲ ಆರ್ಡರ್ ಮಾಡಲು ಆ್ಯಪ್ ತೆರೆಯಿರಿ.',
    },
  },
} satisfies Record<string, MessageEntry>;

export type TemplateKey = keyof typeof MESSAGES;

/** The names of the values a template asks for (of any of them, for a union of keys). */
type VariableOf<K extends TemplateKey> = K extends TemplateKey
  ? keyof (typeof MESSAGES)[K]['example']
  : never;

/** The values a template asks for, by its key: a caller that forgets one does not compile. */
export type TemplateVariables<K extends TemplateKey> = Record<VariableOf<K>, string>;

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = Object.entries(MESSAGES).map(
  ([key, entry]: [string, MessageEntry]) => ({
    key,
    essential: true,
    anyHour: false,
    ...entry,
    variables: Object.keys(entry.example),
  }),
);

const byKey = new Map<string, MessageTemplate>(MESSAGE_TEMPLATES.map((t) => [t.key, t]));

export function templateOf(key: string): MessageTemplate | undefined {
  return byKey.get(key);
}

/**
 * The text in one language with the values filled in, in the template's order. A value is cut to
 * 60 characters (DLT variables allow 30 to 100) so a long reason cannot run a message to pages,
 * and loses its own full stop where the text ends the sentence after it ('Reason: {reason}.'
 * with a reason typed as a sentence would read '..').
 */
export function renderTemplate(
  t: MessageTemplate,
  language: MessageLanguage,
  variables: Record<string, string>,
): string {
  return t.text[language].replace(
    /\{(\w+)\}([.।]?)/g,
    (_, name: string, stop: string) => filled(variables[name] ?? '', stop !== '') + stop,
  );
}

/** The values in the template's order, as providers fill them into their copies of its texts. */
export function orderedVariables(t: MessageTemplate, variables: Record<string, string>) {
  const texts = Object.values(t.text);
  const stopAfter = (name: string) =>
    texts.some((text) => text.includes(`{${name}}.`) || text.includes(`{${name}}।`));
  return Object.fromEntries(
    t.variables.map((name) => [name, filled(variables[name] ?? '', stopAfter(name))]),
  );
}

function filled(value: string, stopFollows: boolean) {
  const clipped = value.length > 60 ? `${value.slice(0, 59)}…` : value;
  return stopFollows ? clipped.replace(/[.।]$/, '') : clipped;
}
