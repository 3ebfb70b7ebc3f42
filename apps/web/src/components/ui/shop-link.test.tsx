import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopLink } from './shop-link';

// No router around these: a shop link is a plain anchor and needs none to render.
describe('shop link', () => {
  it('points at the hash route of the shop path, as the hash router writes it', () => {
    render(<ShopLink to="/category/2/Dairy%20%26%20Eggs/0/All">Dairy & Eggs</ShopLink>);
    expect(screen.getByRole('link', { name: 'Dairy & Eggs' })).toHaveAttribute(
      'href',
      '#/category/2/Dairy%20%26%20Eggs/0/All',
    );
  });

  it('passes class, title, tab order, aria and data attributes on to the anchor', () => {
    render(
      <ShopLink
        to="/product/7"
        className="tile"
        title="Cold Pressed Groundnut Oil"
        tabIndex={-1}
        aria-current="page"
        data-position={3}
      >
        Groundnut Oil
      </ShopLink>,
    );
    const link = screen.getByRole('link', { name: 'Groundnut Oil' });
    expect(link).toHaveClass('tile');
    expect(link).toHaveAttribute('title', 'Cold Pressed Groundnut Oil');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('data-position', '3');
    expect(link).not.toHaveAttribute('data-replace');
  });

  it('hides from assistive technology when asked (the card photo repeats the name link)', () => {
    render(
      <ShopLink to="/product/7" aria-hidden="true" tabIndex={-1}>
        photo
      </ShopLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('photo').closest('a')).toHaveAttribute('href', '#/product/7');
  });

  it('calls its onClick with the click (analytics of a tile)', () => {
    const clicked: EventTarget[] = [];
    render(
      <ShopLink to="/product/7" onClick={(event) => clicked.push(event.currentTarget)}>
        Ragi Flour
      </ShopLink>,
    );
    const link = screen.getByRole('link', { name: 'Ragi Flour' });
    fireEvent.click(link);
    expect(clicked).toEqual([link]);
  });

  it('marks a link that replaces the current page in history', () => {
    render(
      <ShopLink to="/category/2/Dairy/11/Milk" replace>
        Milk
      </ShopLink>,
    );
    expect(screen.getByRole('link', { name: 'Milk' })).toHaveAttribute('data-replace', '');
  });

  it('hands a ref to the anchor', () => {
    let anchor: HTMLAnchorElement | null = null;
    render(
      <ShopLink to="/" ref={(element) => void (anchor = element)}>
        Home
      </ShopLink>,
    );
    expect(anchor).toBe(screen.getByRole('link', { name: 'Home' }));
  });
});
