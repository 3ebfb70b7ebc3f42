export const REVIEW_THANKS = 'Thank you for your review!';
