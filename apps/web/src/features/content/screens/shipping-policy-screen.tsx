import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { StaticPage, type StaticSection } from '../components/static-page';
import { SHOP_CONTACT } from '../../../lib/shop-contact';

const sections: StaticSection[] = [
  {
    id: 'areas',
    title: 'Where we deliver',
    body: (
      <p>
        We deliver in certain areas of Bangalore. When you add a delivery address, pick your
        apartment from the list or place a pin on the map, and we will tell you straight away
        whether we deliver there. If we do not reach your area yet, we will let you know as soon as
        we do.
      </p>
    ),
  },
  {
    id: 'slots',
    title: 'Delivery slots',
    body: (
      <>
        <p>
          Our makers cook and pack in small batches, so each product shows the earliest slot in
          which it can reach you. In most areas that is the next day. At checkout you choose a slot
          for each delivery:
        </p>
        <ul>
          <li>
            <strong>Earliest</strong> brings each item as soon as it is ready, which may mean more
            than one delivery.
          </li>
          <li>
            <strong>All Together</strong> waits until everything is ready and brings it in fewer
            deliveries.
          </li>
        </ul>
        <h3>Morning slot</h3>
        <p>
          The early-morning slot (usually 6 AM to 8 AM) is a silent delivery: no doorbell and no
          OTP. Your order is left outside your door, so morning orders must be paid online.
        </p>
      </>
    ),
  },
  {
    id: 'quick',
    title: '30-minute quick delivery',
    body: (
      <>
        <p>
          In selected neighbourhoods near our hub, items that are in stock there can reach you in 30
          minutes. If your address qualifies, you will see a 'Now' slot at checkout.
        </p>
        <p>
          Quick delivery carries a small delivery fee, which we waive when the items in that
          delivery add up to the free-delivery amount. Both figures are shown next to the slot
          before you pay, together with how much more you would need to add.
        </p>
      </>
    ),
  },
  {
    id: 'charges',
    title: 'Delivery charges and payment',
    body: (
      <>
        <p>
          Any delivery fee is shown on the delivery options screen and again at checkout, before you
          pay. Prices include all taxes.
        </p>
        <p>
          You can pay online by card, UPI or net banking, or pay on delivery for orders up to
          ₹1,000. Pay on delivery is not offered for the morning slot or some other slots; where it
          is unavailable, the slot says so.
        </p>
      </>
    ),
  },
  {
    id: 'cancel',
    title: 'Cancelling an order',
    body: (
      <>
        <p>
          You can cancel an order within 1 hour of placing it. Open{' '}
          <Link to={paths.myOrders}>My Orders</Link>, choose the order, press Cancel and tell us
          why. After the first hour our makers have usually started preparing your food, and the
          Cancel button is no longer shown.
        </p>
        <p>
          If you paid online, the full amount is refunded to the way you paid. We may also cancel an
          order ourselves, for example when a maker cannot fulfil it; you will then receive a full
          refund and a message from us.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns',
    body: (
      <>
        <p>
          If something arrives in bad condition, we accept returns within 24 hours of delivery for
          items of bad quality, in their original packaging. Because this is food, we cannot take
          back items that have been opened and used beyond what it took to find the problem, or
          items that were simply not to your taste.
        </p>
        <p>To report a problem:</p>
        <ol>
          <li>
            Go to <Link to={paths.myOrders}>My Orders</Link> and press Report Issue on the delivery.
          </li>
          <li>Choose what went wrong and the item it concerns.</li>
          <li>Add a few words and, if you can, a photo.</li>
          <li>Choose a replacement, or a discount equal to the item's price on your next order.</li>
        </ol>
        <p>
          Missing or wrong items and deliveries that never arrived can be reported the same way.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Approved refunds are sent back to the original payment method and take 5-7 business days to
        reach your account, depending on your bank. For pay-on-delivery orders we will ask for a UPI
        ID or bank account to send the refund to. If a refund has not arrived after 7 business days,
        please <Link to={paths.contactUs}>contact us</Link> with your order ID.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'Need help?',
    body: (
      <p>
        Write to <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> or call{' '}
        <a href={`tel:${SHOP_CONTACT.phoneDial}`}>{SHOP_CONTACT.phoneDisplay}</a>. We answer{' '}
        {SHOP_CONTACT.hoursInSentence}.
      </p>
    ),
  },
];

/** /shipping-policy: delivery, cancellation, returns and refunds. */
export function ShippingPolicyScreen() {
  return (
    <StaticPage
      title="Shipping, Refunds and Cancellation"
      updated="1 November 2025"
      intro={
        <p>
          How your order travels from a maker's kitchen to your door, and what happens if you change
          your mind or something is not right.
        </p>
      }
      sections={sections}
    />
  );
}
