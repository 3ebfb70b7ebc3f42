import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { StaticPage, type StaticSection } from '../components/static-page';
import { GRIEVANCE_OFFICER, SHOP_CONTACT } from '../../../lib/shop-contact';

const sections: StaticSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms apply whenever you browse or buy on Makers Pantry. By creating an account or
        placing an order you agree to them, to our <Link to={paths.privacy}>privacy policy</Link>{' '}
        and to our <Link to={paths.shippingPolicy}>shipping, refunds and cancellation policy</Link>.
        'We' and 'us' mean Makers Pantry; 'you' means the person using the shop.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Makers Pantry',
    body: (
      <>
        <p>
          You must be 18 or older to create an account and place orders. You log in with your mobile
          number and a one-time password; keep your phone secure, because anyone who can read your
          messages can log in as you. You are responsible for orders placed from your account and
          for the accuracy of the details you give us.
        </p>
        <p>
          We may suspend an account that is used for fraud, abuse of offers or pay on delivery, or
          behaviour that puts our makers or riders at risk.
        </p>
      </>
    ),
  },
  {
    id: 'marketplace',
    title: 'Our role and our makers',
    body: (
      <p>
        Makers Pantry is a marketplace. The food is made by independent small producers whom we
        check before they join and keep checking afterwards, as described on our{' '}
        <Link to={paths.aboutUs}>About us</Link> page. Each maker is responsible for the accuracy of
        their ingredient, allergen and storage information. We are responsible for the shop, for
        taking your payment and for getting your order to you.
      </p>
    ),
  },
  {
    id: 'products',
    title: 'Products and descriptions',
    body: (
      <ul>
        <li>
          Our products are made by hand in small batches. Weight and size may vary slightly, and
          pictures show what a product looks like, not the exact piece you will receive.
        </li>
        <li>
          Read the ingredients and allergen information on each product page before you buy,
          especially if you have an allergy. Contact us if anything is unclear.
        </li>
        <li>
          Items marked 'Preorder' are made or brought in after you order; their delivery slot is
          shown before you pay.
        </li>
      </ul>
    ),
  },
  {
    id: 'pricing',
    title: 'Prices',
    body: (
      <p>
        Prices are in Indian rupees and include all taxes. Delivery fees, where they apply, and any
        discount are shown before you pay. Makers set and may change their prices; the price you pay
        is the one shown at checkout. If a price is plainly wrong because of an error, we will tell
        you and you may cancel for a full refund.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <>
        <p>
          Your order is accepted when you see the 'Order Confirmed' page. Stock is checked when you
          place the order; if an item becomes unavailable before delivery, we will tell you and
          refund that item.
        </p>
        <p>
          Discount codes apply to the item total, up to the limit stated with the code, and cannot
          be exchanged for cash.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <p>
        You can pay online through our payment provider, or pay on delivery for orders of up to
        ₹1,000 where the chosen slot allows it. We may withdraw pay on delivery from an account with
        a history of refused deliveries. If an online payment fails, no order is placed; any amount
        debited is returned by your bank.
      </p>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations, returns and refunds',
    body: (
      <ul>
        <li>You may cancel an order within 1 hour of placing it, from My Orders.</li>
        <li>
          Returns are accepted within 24 hours of delivery for items of bad quality, in their
          original packaging.
        </li>
        <li>Refunds reach your original payment method in 5-7 business days.</li>
      </ul>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews and what you send us',
    body: (
      <p>
        Reviews should be honest and about the product. We do not display reviews with
        unparliamentary language, personal details or advertising. By posting a review or photo you
        allow us to show it in the shop.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits on claims',
    body: (
      <p>
        To the extent the law allows, our liability for any order is limited to the amount you paid
        for it, and any claim about an order must be made within 1 year of the order date. Nothing
        in these terms limits rights you have under consumer protection law.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute that we cannot settle together
        will be heard by the courts at Bangalore, Karnataka.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date at the top shows the current version, and orders are
        governed by the terms in force when they were placed. Questions go to{' '}
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>; complaints can also be
        sent to our grievance officer, {GRIEVANCE_OFFICER.name}, at{' '}
        <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>.
      </p>
    ),
  },
];

/** /tnc: the terms of using and buying on Makers Pantry. */
export function TermsScreen() {
  return (
    <StaticPage
      title="Terms and Conditions"
      updated="1 November 2025"
      intro={
        <p>
          Please read these terms before you shop. They are written to be read: if anything is
          unclear, ask us.
        </p>
      }
      sections={sections}
    />
  );
}
