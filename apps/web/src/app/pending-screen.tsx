import { Link } from 'react-router';
import { paths } from './paths';

/** Routes whose screens arrive with later work (addresses, checkout, orders, reviews, help, onboarding). */
export function PendingScreen() {
  return (
    <section className="page narrow">
      <h1>Coming soon</h1>
      <p>This part of Makers Pantry is not open yet. Your cart is saved on this device.</p>
      <Link className="button" to={paths.home}>
        Home
      </Link>
    </section>
  );
}
