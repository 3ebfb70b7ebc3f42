import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ContactCards } from '../components/contact-cards';
import { PostalAddress } from '../components/postal-address';
import { StaticPage, type StaticSection } from '../components/static-page';
import { GRIEVANCE_OFFICER } from '../../../lib/shop-contact';

const sections: StaticSection[] = [
  {
    id: 'orders',
    title: 'A problem with an order',
    body: (
      <p>
        The quickest way to get help with an order is to open{' '}
        <Link to={paths.myOrders}>My Orders</Link> and press Report Issue on the delivery. Your
        report reaches the team with the order details attached, so you will not need to explain
        twice. For anything else, use our <Link to={paths.help()}>help page</Link>.
      </p>
    ),
  },
  {
    id: 'sell',
    title: 'Selling on Makers Pantry',
    body: (
      <p>
        Makers, farmers and home cooks can fill in our{' '}
        <Link to={paths.onboarding}>seller interest form</Link>. Our team calls every applicant
        within 48 hours.
      </p>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievance officer',
    body: (
      <>
        <p>If we have not resolved a complaint to your satisfaction, write to:</p>
        <PostalAddress attention={`${GRIEVANCE_OFFICER.name}, Grievance Officer`} />
        <p>
          Email: <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
        </p>
      </>
    ),
  },
];

/** /contact-us: postal address, email, phone and hours. */
export function ContactUsScreen() {
  return (
    <StaticPage
      title="Contact us"
      intro={<p>Real people in Bangalore answer every message. Here is how to reach us.</p>}
      lead={<ContactCards />}
      sections={sections}
    />
  );
}
