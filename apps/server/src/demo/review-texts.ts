/** What customers write. Titles stay within 50 characters and bodies within 200. */
export const REVIEWER_NAMES = [
  'Asha R.',
  'Karthik S.',
  'Meera Iyer',
  'Rohan K.',
  'Divya N.',
  'Suresh Gowda',
  'Ananya P.',
  'Vikram Shetty',
  'Lakshmi V.',
  'Pooja Hegde',
  'Arjun M.',
  'Kavya Rao',
  'Nikhil J.',
  'Shalini B.',
  'Rahul Menon',
  'Deepa K.',
  'Sanjay Kulkarni',
  'Priya Nair',
  'Harish B. S.',
  'Sneha Joshi',
  'Manjunath',
  'Farah Khan',
  'Gautam Reddy',
  'Revathi',
  'Abdul Rahman',
  'Neha Agarwal',
  'Prakash Bhat',
  'Sowmya',
  'Imran S.',
  'Bhavana G.',
  'Chitra Ramesh',
  'Aditya Kamath',
];

export interface ReviewText {
  title: string;
  body: string;
}

export const GLOWING: ReviewText[] = [
  {
    title: 'Tastes just like home',
    body: 'Exactly how my mother used to make it. We have ordered this four times now.',
  },
  {
    title: 'Fresh and well packed',
    body: 'Arrived fresh, neatly packed and on time. Will buy again.',
  },
  {
    title: 'Best I have bought in Bengaluru',
    body: 'I have tried many brands; this one is clearly better. You can taste the difference.',
  },
  {
    title: 'Worth every rupee',
    body: 'A little pricier than the supermarket, but the quality is on another level.',
  },
  { title: 'Kids loved it', body: 'My children finished it in two days and asked for more.' },
  {
    title: 'Excellent quality',
    body: 'Clean, pure and full of flavour. Nice to know exactly who made it.',
  },
  { title: 'Now a monthly order', body: '' },
  { title: '', body: 'Very good. Genuine product, no chemical smell at all.' },
];

export const GOOD: ReviewText[] = [
  {
    title: 'Good, will order again',
    body: 'Good quality overall. Packaging could be a little sturdier.',
  },
  {
    title: 'Nice but a bit costly',
    body: 'Taste is nice and it feels healthy. Price is on the higher side.',
  },
  {
    title: 'Pretty good',
    body: 'Good product. Delivery was a day late but it was worth the wait.',
  },
  { title: 'Decent', body: '' },
];

export const MIXED: ReviewText[] = [
  { title: 'Okay, not great', body: 'It is fine, but not as fresh as I expected this time.' },
  { title: 'Quality varies', body: 'The first order was great, the second one was average.' },
  { title: 'Average', body: 'Taste is okay. I expected a bit more for this price.' },
  { title: '', body: 'Quantity felt less than what is printed. Taste is fine.' },
];

export const DISAPPOINTED: ReviewText[] = [
  { title: 'Not fresh', body: 'It was close to the best-before date when it arrived. Not happy.' },
  { title: 'Disappointed', body: 'Did not taste like the description at all. Will not reorder.' },
  {
    title: 'Packaging leaked',
    body: 'The pack was damaged and a part of it had spilled. Support did refund it.',
  },
  { title: 'Too salty for us', body: '' },
];

/** Kept in the database for the record but never shown: unparliamentary language. */
export const UNPUBLISHABLE: ReviewText[] = [
  {
    title: 'Useless idiots',
    body: 'Total rubbish, these cheats should be thrown out of business.',
  },
  { title: 'Worst rubbish ever', body: 'Whoever made this is a fool. Damn waste of money.' },
];
