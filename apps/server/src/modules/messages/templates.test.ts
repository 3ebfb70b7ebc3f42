import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, orderedVariables, renderTemplate, templateOf } from './templates';

/** One set of values for every variable any template asks for, as a sample order would fill them. */
const sampleOrder = {
  orderNumber: '#11-2',
  slot: 'Sat 29 Nov, 8 AM - 11 AM',
  total: '642',
  cash: '642.50',
  reason: 'the van broke down',
  amount: '120',
  ticketNumber: '318',
  product: 'Ragi flour 1 kg',
  batch: 'B-7',
  received: '18',
  expected: '20',
  date: 'Sun 30 Nov',
  items: 'Ragi flour 1 kg × 4',
  payment: '#11',
  captured: '1284',
  place: 'Whitefield, Bengaluru',
};

/**
 * Every template's text for the sample order in each language, and the variables in the order
 * providers fill them in, exactly as customers, makers and ops read them: a change to the table
 * of texts must leave each one alike to the letter (a new or changed text changes this too).
 */
const SENT = {
  order_placed_pod: {
    variables: ['orderNumber', 'slot', 'total'],
    en: 'Makers Pantry: order #11-2 is placed. Delivery Sat 29 Nov, 8 AM - 11 AM. Please keep ₹642 ready to pay on delivery.',
    hi: 'Makers Pantry: आपका ऑर्डर #11-2 दर्ज हो गया है। डिलीवरी Sat 29 Nov, 8 AM - 11 AM। डिलीवरी पर ₹642 का भुगतान करें।',
    kn: 'Makers Pantry: ನಿಮ್ಮ ಆರ್ಡರ್ #11-2 ದಾಖಲಾಗಿದೆ. ಡೆಲಿವರಿ Sat 29 Nov, 8 AM - 11 AM. ಡೆಲಿವರಿ ಸಮಯದಲ್ಲಿ ₹642 ಪಾವತಿಸಿ.',
  },
  order_paid: {
    variables: ['orderNumber', 'slot', 'total'],
    en: 'Makers Pantry: payment of ₹642 received for order #11-2. Delivery Sat 29 Nov, 8 AM - 11 AM.',
    hi: 'Makers Pantry: ऑर्डर #11-2 के लिए ₹642 का भुगतान मिल गया। डिलीवरी Sat 29 Nov, 8 AM - 11 AM।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ಗಾಗಿ ₹642 ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ. ಡೆಲಿವರಿ Sat 29 Nov, 8 AM - 11 AM.',
  },
  order_moved: {
    variables: ['orderNumber', 'slot', 'reason'],
    en: 'Makers Pantry: order #11-2 will now arrive Sat 29 Nov, 8 AM - 11 AM. Reason: the van broke down.',
    hi: 'Makers Pantry: ऑर्डर #11-2 अब Sat 29 Nov, 8 AM - 11 AM पहुँचेगा। कारण: the van broke down।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ಈಗ Sat 29 Nov, 8 AM - 11 AM ತಲುಪುತ್ತದೆ. ಕಾರಣ: the van broke down.',
  },
  out_for_delivery: {
    variables: ['orderNumber'],
    en: 'Makers Pantry: order #11-2 is out for delivery and reaches you today.',
    hi: 'Makers Pantry: ऑर्डर #11-2 डिलीवरी के लिए निकल चुका है और आज आप तक पहुँचेगा।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ, ಇಂದು ನಿಮ್ಮನ್ನು ತಲುಪುತ್ತದೆ.',
  },
  out_for_delivery_pod: {
    variables: ['orderNumber', 'cash'],
    en: 'Makers Pantry: order #11-2 is out for delivery. Please keep ₹642.50 ready to pay on delivery.',
    hi: 'Makers Pantry: ऑर्डर #11-2 डिलीवरी के लिए निकल चुका है। कृपया भुगतान के लिए ₹642.50 तैयार रखें।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ. ದಯವಿಟ್ಟು ಪಾವತಿಗೆ ₹642.50 ಸಿದ್ಧವಾಗಿಡಿ.',
  },
  order_delivered: {
    variables: ['orderNumber'],
    en: 'Makers Pantry: order #11-2 is delivered. Thank you for buying from local makers.',
    hi: 'Makers Pantry: ऑर्डर #11-2 पहुँचा दिया गया है। स्थानीय निर्माताओं से खरीदने के लिए धन्यवाद।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ತಲುಪಿಸಲಾಗಿದೆ. ಸ್ಥಳೀಯ ತಯಾರಕರಿಂದ ಖರೀದಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.',
  },
  order_cancelled: {
    variables: ['orderNumber', 'reason'],
    en: 'Makers Pantry: we had to cancel order #11-2. Reason: the van broke down. Anything you paid will be refunded.',
    hi: 'Makers Pantry: हमें ऑर्डर #11-2 रद्द करना पड़ा। कारण: the van broke down। आपका भुगतान वापस किया जाएगा।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ಅನ್ನು ರದ್ದುಗೊಳಿಸಬೇಕಾಯಿತು. ಕಾರಣ: the van broke down. ನೀವು ಪಾವತಿಸಿದ ಮೊತ್ತವನ್ನು ಹಿಂದಿರುಗಿಸಲಾಗುವುದು.',
  },
  refund_issued: {
    variables: ['orderNumber', 'amount'],
    en: 'Makers Pantry: a refund of ₹120 for order #11-2 is issued. It reaches your account in 5-7 business days.',
    hi: 'Makers Pantry: ऑर्डर #11-2 के ₹120 का रिफ़ंड जारी हो गया है। यह 5-7 कार्य दिवसों में आपके खाते में पहुँचेगा।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ನ ₹120 ಮರುಪಾವತಿ ನೀಡಲಾಗಿದೆ. ಇದು 5-7 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ನಿಮ್ಮ ಖಾತೆಗೆ ಬರುತ್ತದೆ.',
  },
  ticket_resolved_credit: {
    variables: ['ticketNumber', 'amount'],
    en: 'Makers Pantry: your ticket 318 is resolved. ₹120 store credit is added to your account.',
    hi: 'Makers Pantry: आपका टिकट 318 हल हो गया है। आपके खाते में ₹120 का स्टोर क्रेडिट जोड़ा गया है।',
    kn: 'Makers Pantry: ನಿಮ್ಮ ಟಿಕೆಟ್ 318 ಪರಿಹರಿಸಲಾಗಿದೆ. ₹120 ಸ್ಟೋರ್ ಕ್ರೆಡಿಟ್ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲಾಗಿದೆ.',
  },
  ticket_resolved_replacement: {
    variables: ['ticketNumber'],
    en: 'Makers Pantry: your ticket 318 is resolved. A replacement will be sent to you.',
    hi: 'Makers Pantry: आपका टिकट 318 हल हो गया है। आपको बदले में नया सामान भेजा जाएगा।',
    kn: 'Makers Pantry: ನಿಮ್ಮ ಟಿಕೆಟ್ 318 ಪರಿಹರಿಸಲಾಗಿದೆ. ನಿಮಗೆ ಬದಲಿ ವಸ್ತುವನ್ನು ಕಳುಹಿಸಲಾಗುವುದು.',
  },
  order_delivery_failed: {
    variables: ['orderNumber', 'reason'],
    en: 'Makers Pantry: we could not deliver order #11-2 (the van broke down). We will call you to arrange another slot.',
    hi: 'Makers Pantry: हम ऑर्डर #11-2 नहीं पहुँचा सके (the van broke down)। दूसरा समय तय करने के लिए हम आपको कॉल करेंगे।',
    kn: 'Makers Pantry: ಆರ್ಡರ್ #11-2 ತಲುಪಿಸಲು ಆಗಲಿಲ್ಲ (the van broke down). ಬೇರೆ ಸಮಯ ನಿಗದಿಪಡಿಸಲು ನಾವು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತೇವೆ.',
  },
  maker_product_approved: {
    variables: ['product'],
    en: 'Makers Pantry: your product Ragi flour 1 kg is approved.',
    hi: 'Makers Pantry: आपका उत्पाद Ragi flour 1 kg स्वीकृत हो गया है।',
    kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ Ragi flour 1 kg ಅನುಮೋದಿಸಲಾಗಿದೆ.',
  },
  maker_product_rejected: {
    variables: ['product', 'reason'],
    en: 'Makers Pantry: your product Ragi flour 1 kg was not approved. Reason: the van broke down.',
    hi: 'Makers Pantry: आपका उत्पाद Ragi flour 1 kg स्वीकृत नहीं हुआ। कारण: the van broke down।',
    kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ Ragi flour 1 kg ಅನುಮೋದನೆಗೊಂಡಿಲ್ಲ. ಕಾರಣ: the van broke down.',
  },
  maker_change_approved: {
    variables: ['product'],
    en: 'Makers Pantry: the change to your product Ragi flour 1 kg is approved and now shows in the shop.',
    hi: 'Makers Pantry: आपके उत्पाद Ragi flour 1 kg में बदलाव स्वीकृत हो गया है और अब दुकान में दिखता है।',
    kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ Ragi flour 1 kg ನ ಬದಲಾವಣೆ ಅನುಮೋದಿಸಲಾಗಿದೆ, ಈಗ ಅಂಗಡಿಯಲ್ಲಿ ಕಾಣುತ್ತದೆ.',
  },
  maker_change_rejected: {
    variables: ['product', 'reason'],
    en: 'Makers Pantry: the change to your product Ragi flour 1 kg was not approved; the shop shows it as before. Reason: the van broke down.',
    hi: 'Makers Pantry: आपके उत्पाद Ragi flour 1 kg में बदलाव स्वीकृत नहीं हुआ; दुकान में यह पहले जैसा दिखता है। कारण: the van broke down।',
    kn: 'Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ Ragi flour 1 kg ನ ಬದಲಾವಣೆ ಅನುಮೋದನೆಗೊಂಡಿಲ್ಲ; ಅಂಗಡಿಯಲ್ಲಿ ಮೊದಲಿನಂತೆಯೇ ಕಾಣುತ್ತದೆ. ಕಾರಣ: the van broke down.',
  },
  maker_batch_received: {
    variables: ['product', 'batch', 'received', 'expected'],
    en: 'Makers Pantry: we received 18 units of Ragi flour 1 kg, batch B-7; 20 were planned.',
    hi: 'Makers Pantry: Ragi flour 1 kg के बैच B-7 की 18 इकाइयाँ मिलीं; 20 तय थीं।',
    kn: 'Makers Pantry: Ragi flour 1 kg ಬ್ಯಾಚ್ B-7 ನ 18 ಘಟಕಗಳು ಬಂದಿವೆ; 20 ನಿಗದಿಯಾಗಿತ್ತು.',
  },
  maker_batch_approved: {
    variables: ['product', 'batch'],
    en: 'Makers Pantry: batch B-7 of Ragi flour 1 kg passed the quality check.',
    hi: 'Makers Pantry: Ragi flour 1 kg का बैच B-7 गुणवत्ता जाँच में पास हुआ।',
    kn: 'Makers Pantry: Ragi flour 1 kg ನ ಬ್ಯಾಚ್ B-7 ಗುಣಮಟ್ಟ ಪರಿಶೀಲನೆಯಲ್ಲಿ ಉತ್ತೀರ್ಣವಾಗಿದೆ.',
  },
  maker_batch_rejected: {
    variables: ['product', 'batch', 'reason'],
    en: 'Makers Pantry: batch B-7 of Ragi flour 1 kg failed the quality check. Reason: the van broke down.',
    hi: 'Makers Pantry: Ragi flour 1 kg का बैच B-7 गुणवत्ता जाँच में पास नहीं हुआ। कारण: the van broke down।',
    kn: 'Makers Pantry: Ragi flour 1 kg ನ ಬ್ಯಾಚ್ B-7 ಗುಣಮಟ್ಟ ಪರಿಶೀಲನೆಯಲ್ಲಿ ವಿಫಲವಾಗಿದೆ. ಕಾರಣ: the van broke down.',
  },
  maker_tomorrow_orders: {
    variables: ['date', 'items'],
    en: 'Makers Pantry: orders for Sun 30 Nov: Ragi flour 1 kg × 4.',
    hi: 'Makers Pantry: Sun 30 Nov के ऑर्डर: Ragi flour 1 kg × 4।',
    kn: 'Makers Pantry: Sun 30 Nov ರ ಆರ್ಡರ್‌ಗಳು: Ragi flour 1 kg × 4.',
  },
  ops_refund_attention: {
    variables: ['orderNumber', 'amount', 'reason'],
    en: 'Makers Pantry ops: the refund of ₹120 for order #11-2 needs attention: the van broke down.',
    hi: 'Makers Pantry ops: ऑर्डर #11-2 के ₹120 के रिफ़ंड पर ध्यान दें: the van broke down।',
    kn: 'Makers Pantry ops: ಆರ್ಡರ್ #11-2 ನ ₹120 ಮರುಪಾವತಿಗೆ ಗಮನ ಬೇಕು: the van broke down.',
  },
  ops_payment_problem: {
    variables: ['payment', 'expected', 'captured'],
    en: 'Makers Pantry ops: payment #11 took ₹1284 where ₹20 was due. The extra is being refunded; please check it goes through.',
    hi: 'Makers Pantry ops: भुगतान #11 में ₹20 की जगह ₹1284 लिए गए। अतिरिक्त राशि वापस की जा रही है; कृपया जाँच लें।',
    kn: 'Makers Pantry ops: ಪಾವತಿ #11 ನಲ್ಲಿ ₹20 ಬದಲು ₹1284 ಪಡೆಯಲಾಗಿದೆ. ಹೆಚ್ಚುವರಿ ಮೊತ್ತ ಹಿಂದಿರುಗಿಸಲಾಗುತ್ತಿದೆ; ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ.',
  },
  waitlist_area_open: {
    variables: ['place'],
    en: 'Makers Pantry now delivers to Whitefield, Bengaluru, as promised. Open the app to place your first order.',
    hi: 'Makers Pantry अब Whitefield, Bengaluru में डिलीवरी करता है, जैसा वादा किया था। पहला ऑर्डर देने के लिए ऐप खोलें।',
    kn: 'ಭರವಸೆ ನೀಡಿದಂತೆ Makers Pantry ಈಗ Whitefield, Bengaluru ಗೆ ಡೆಲಿವರಿ ಮಾಡುತ್ತದೆ. ಮೊದಲ ಆರ್ಡರ್ ಮಾಡಲು ಆ್ಯಪ್ ತೆರೆಯಿರಿ.',
  },
};

describe('the texts of the messages', () => {
  it('reads every template, in each language, for a sample order as it always has', () => {
    const sent = Object.fromEntries(
      MESSAGE_TEMPLATES.map((t) => [
        t.key,
        {
          variables: Object.keys(orderedVariables(t, sampleOrder)),
          en: renderTemplate(t, 'en', sampleOrder),
          hi: renderTemplate(t, 'hi', sampleOrder),
          kn: renderTemplate(t, 'kn', sampleOrder),
        },
      ]),
    );
    expect(sent).toEqual(SENT);
  });

  it('sends to those who opted out, and in quiet hours, the messages it always has', () => {
    const keysWhere = (is: (t: (typeof MESSAGE_TEMPLATES)[number]) => boolean) =>
      MESSAGE_TEMPLATES.filter(is).map((t) => t.key);
    expect(keysWhere((t) => !t.essential)).toEqual(['order_delivered', 'waitlist_area_open']);
    expect(keysWhere((t) => t.anyHour)).toEqual([
      'out_for_delivery',
      'out_for_delivery_pod',
      'order_delivered',
      'order_delivery_failed',
    ]);
  });

  it("ends a sentence once when the reason typed ends with its own full stop ('check. Anything')", () => {
    const cancelled = templateOf('order_cancelled')!;
    const values = { orderNumber: '#11', reason: 'the honey batch failed its quality check.' };
    expect(renderTemplate(cancelled, 'en', values)).toBe(
      'Makers Pantry: we had to cancel order #11. Reason: the honey batch failed its quality check. Anything you paid will be refunded.',
    );
    expect(renderTemplate(cancelled, 'hi', values)).toBe(
      'Makers Pantry: हमें ऑर्डर #11 रद्द करना पड़ा। कारण: the honey batch failed its quality check। आपका भुगतान वापस किया जाएगा।',
    );
    // A provider fills the value into its registered copy of the same text.
    expect(orderedVariables(cancelled, values).reason).toBe(
      'the honey batch failed its quality check',
    );
    // A full stop inside the value, or one the text does not follow with its own, stays.
    const failed = templateOf('order_delivery_failed')!;
    expect(renderTemplate(failed, 'en', { orderNumber: '#11', reason: 'gate no. 2 shut.' })).toBe(
      'Makers Pantry: we could not deliver order #11 (gate no. 2 shut.). We will call you to arrange another slot.',
    );
  });
});
