/** How customers reach Makers Pantry; one place so every page says the same thing. */
export const SHOP_CONTACT = {
  name: 'Makers Pantry',
  addressLines: [
    'No. 27, 1st Floor, 4th Cross',
    'Garvebhavi Palya, Hosur Road',
    'Bengaluru, Karnataka 560068',
  ],
  email: 'hello@makerspantry.in',
  phoneDisplay: '+91 80 4718 2290',
  phoneDial: '+918047182290',
  /** The same number on WhatsApp (wa.me links take it without the plus). */
  whatsappDial: '918047182290',
  hours: 'Every day, 7 AM to 9 PM',
  hoursInSentence: 'every day from 7 AM to 9 PM',
} as const;

/** The grievance officer named in the privacy policy and terms. */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Krishnan',
  email: 'grievance@makerspantry.in',
} as const;
