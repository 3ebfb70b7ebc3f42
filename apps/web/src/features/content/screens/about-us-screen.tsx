import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { StaticPage, type StaticSection } from '../components/static-page';

const sections: StaticSection[] = [
  {
    id: 'why',
    title: 'Why we started',
    body: (
      <>
        <p>
          Most of us grew up eating food that came from someone we knew: the ghee from a relative's
          village, the pickles from a neighbour, the rice from the same mill every year. Somewhere
          along the way that food was replaced by packets whose labels read like chemistry notes.
        </p>
        <p>
          Bangalore is full of people who still make food the old way: women's groups who sprout and
          dry their own millets, farmers who grow vegetables without pesticides, home cooks whose
          chutney powders have a waiting list. What they lack is a way to reach the households that
          are looking for them. Makers Pantry exists to close that gap.
        </p>
      </>
    ),
  },
  {
    id: 'clean',
    title: 'What we mean by clean',
    body: (
      <>
        <p>Every product on Makers Pantry is chemical-free and nutrient-rich. In practice:</p>
        <ul>
          <li>
            No artificial preservatives, colours, flavours or flavour enhancers, and none of the
            other additives on our{' '}
            <Link to={paths.prohibitedItems}>list of prohibited ingredients</Link>. The list names
            each additive, its common aliases (including E-numbers) and what it is used for, so you
            can check any label yourself.
          </li>
          <li>Short ingredient lists you can read aloud, printed in full on every product page.</li>
          <li>Whole grains, cold-pressed oils, unrefined sweeteners and traditional methods.</li>
          <li>Small batches, so what reaches you was made days ago, not months ago.</li>
        </ul>
        <p>
          If an ingredient is not on the label, it is not in the food. Where a maker has had a
          product tested in a laboratory, you will find the report on the product's page.
        </p>
      </>
    ),
  },
  {
    id: 'makers',
    title: 'How we choose our makers',
    body: (
      <>
        <p>
          Makers Pantry is an FSSAI-registered marketplace, and every maker passes the same checks
          before their first product goes on sale:
        </p>
        <ol>
          <li>
            <strong>Papers.</strong> We confirm the maker's own FSSAI registration or licence and
            keep a copy on file.
          </li>
          <li>
            <strong>Recipe review.</strong> We go through each recipe ingredient by ingredient,
            including what goes into bought-in components such as spice blends, and match it against
            our prohibited list.
          </li>
          <li>
            <strong>Kitchen or farm visit.</strong> Someone from our team visits to see how the food
            is made, stored and packed.
          </li>
          <li>
            <strong>Tasting and testing.</strong> Samples are tasted by our team, and products where
            purity matters most, such as ghee, honey, oils and spices, are sent for lab tests.
          </li>
          <li>
            <strong>Ongoing checks.</strong> Your ratings, reviews and issue reports reach us
            directly. A maker whose quality slips is paused until it is fixed.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery across Bangalore',
    body: (
      <>
        <p>
          We deliver in certain areas of Bangalore, and we are adding neighbourhoods as our makers
          and riders grow. In most of them you can choose a next-day delivery slot; early-morning
          slots bring breakfast essentials before the day begins.
        </p>
        <p>
          In selected neighbourhoods close to our hub we also offer quick delivery: everyday
          groceries at your door in 30 minutes. Add your address at checkout and we will show you
          every slot available to you. The <Link to={paths.shippingPolicy}>shipping policy</Link>{' '}
          explains slots, fees, cancellations and returns in detail.
        </p>
      </>
    ),
  },
  {
    id: 'makers-first',
    title: 'Good for the people who make your food',
    body: (
      <>
        <p>
          Small producers are usually paid last and paid least. We pay our makers on a fixed weekly
          cycle, help them with packaging and labelling, and share your reviews with them so they
          can keep improving. When you buy from Makers Pantry, most of what you pay goes to the
          family that made the food.
        </p>
      </>
    ),
  },
  {
    id: 'sell',
    title: 'Sell with us',
    body: (
      <p>
        Do you grow, cook or make something your neighbours love? Tell us about it through our{' '}
        <Link to={paths.onboarding}>seller interest form</Link> and our team will call you within 48
        hours.
      </p>
    ),
  },
];

/** /about-us: who we are and why the food is different. */
export function AboutUsScreen() {
  return (
    <StaticPage
      title="About Makers Pantry"
      intro={
        <p>
          Makers Pantry is an FSSAI-registered, trusted marketplace for clean groceries. We bring
          chemical-free, nutrient-rich food from small local producers in and around Bangalore
          straight to your kitchen.
        </p>
      }
      sections={sections}
    />
  );
}
