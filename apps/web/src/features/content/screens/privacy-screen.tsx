import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { PostalAddress } from '../components/postal-address';
import { StaticPage, type StaticSection } from '../components/static-page';
import { GRIEVANCE_OFFICER, SHOP_CONTACT } from '../../../lib/shop-contact';

const sections: StaticSection[] = [
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>What you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your 10-digit mobile number, which is how you log in,
            and your first name, last name and email address.
          </li>
          <li>
            <strong>Delivery addresses:</strong> door number, building, road, area, city and pin
            code, the receiver's name and mobile number, and, if you place a pin on the map, its
            coordinates.
          </li>
          <li>
            <strong>Orders:</strong> what you bought, the delivery slots you chose, discount codes
            you applied and how you paid.
          </li>
          <li>
            <strong>What you write to us:</strong> reviews, issue reports with any photos you
            attach, and seller interest forms.
          </li>
        </ul>
        <h3>What we collect as you use the shop</h3>
        <ul>
          <li>
            <strong>Usage:</strong> pages viewed, searches, products added to the cart and similar
            events, recorded for a sample of visits, together with your device type, browser and
            screen size.
          </li>
          <li>
            <strong>Location:</strong> only when you press 'Locate Me' on the address screen and
            your browser asks for, and you give, permission.
          </li>
        </ul>
        <p>
          We never see or store your card, UPI or net-banking details. Online payments are handled
          end to end by our payment provider, which is certified to the card industry's security
          standard.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To log you in with a one-time password sent to your mobile.</li>
        <li>To prepare, pack and deliver your orders and to collect payment for them.</li>
        <li>To tell you about your orders by SMS, email or a phone call.</li>
        <li>To handle issues, refunds and replacements you ask for.</li>
        <li>To decide whether pay on delivery and quick delivery are available to you.</li>
        <li>To understand which parts of the shop work and which do not, and to fix them.</li>
        <li>To prevent fraud and misuse, and to meet our legal obligations.</li>
        <li>
          To send you news about new makers and offers by email, if you have not opted out (see
          below).
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          Makers Pantry keeps a few things in your browser's local storage so the shop works without
          asking you again: your cart, your login, the delivery slots you picked and a discount code
          you applied. Logging out clears all of them.
        </p>
        <p>
          We also store a random identifier so that our usage figures can tell visits apart. It does
          not contain your name or number. We do not use advertising cookies, and we do not let
          advertisers track you on our pages. You can clear local storage and cookies at any time
          from your browser's settings; the shop will simply forget your cart.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share only what each party needs to do its part:</p>
        <ul>
          <li>
            <strong>Makers</strong> see the items you ordered from them and the delivery slot, so
            they can prepare your order. They do not get your phone number or address.
          </li>
          <li>
            <strong>Delivery riders</strong> get your name, address, map pin and the receiver's
            mobile number for the delivery they are carrying.
          </li>
          <li>
            <strong>Service providers</strong> who work for us under contract: the payment provider,
            the SMS service that sends your one-time password, our map and location service, our
            cloud hosting and our analytics tools.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it, or to protect our customers,
            makers and riders from fraud or harm.
          </li>
        </ul>
        <p>We do not sell or rent your personal information to anyone.</p>
      </>
    ),
  },
  {
    id: 'marketing',
    title: 'Marketing email and how to opt out',
    body: (
      <p>
        Every marketing email has an unsubscribe link at the bottom. You can also write to{' '}
        <a href={`mailto:${SHOP_CONTACT.email}?subject=Unsubscribe`}>{SHOP_CONTACT.email}</a> from
        the address you want removed. It takes about 5 days for an opt-out to take effect, so you
        may receive a message or two in the meantime. Opting out of marketing does not stop messages
        about your orders, which we need to send.
      </p>
    ),
  },
  {
    id: 'keeping',
    title: 'How long we keep it and how we protect it',
    body: (
      <>
        <p>
          We keep your account and order history for as long as your account is open, and invoices
          for as long as tax law requires. Photos attached to issue reports are kept only as long as
          we need them to settle the issue and any follow-up.
        </p>
        <p>
          Your data travels over encrypted connections. Login tokens and one-time passwords are
          stored only as one-way hashes, and only the staff who need your details to serve you can
          see them.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can see and change your name and email on the{' '}
          <Link to={paths.profile}>My Profile</Link> page, and your addresses when you check out. To
          get a copy of your data, correct something you cannot change yourself, or close your
          account and have your personal data deleted, write to us. We may keep what the law
          requires, such as invoices.
        </p>
        <p>
          Makers Pantry is meant for adults: you must be 18 or older to use it, and we do not
          knowingly collect information about children.
        </p>
      </>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievance officer',
    body: (
      <>
        <p>
          If you have a concern about how we handle your information, or any other complaint we have
          not resolved, please contact our grievance officer:
        </p>
        <PostalAddress attention={`${GRIEVANCE_OFFICER.name}, Grievance Officer`} />
        <p>
          Email: <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
        </p>
        <p>
          We acknowledge every complaint within 48 hours and aim to resolve it within one month of
          receiving it.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If the change is
        significant, we will tell you by email or with a notice in the shop before it applies.
      </p>
    ),
  },
];

/** /privacy: what we collect, why, who sees it, and whom to complain to. */
export function PrivacyScreen() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="1 November 2025"
      intro={
        <p>
          This policy explains what personal information Makers Pantry collects when you shop with
          us, what we do with it, and the choices you have. We collect only what we need to get good
          food to your door.
        </p>
      }
      sections={sections}
    />
  );
}
