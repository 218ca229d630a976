// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, closeOverlay, openOverlay, overlayOpener } from './overlay-store';

function button(label: string, parent: HTMLElement = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  parent.append(element);
  return element;
}

function overlay(name: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.overlay = name;
  document.body.append(element);
  return element;
}

describe('the element focus goes back to when an overlay closes', () => {
  beforeEach(() => {
    closeAllOverlays();
    document.body.replaceChildren();
  });

  it('is the element that had focus when the overlay opened, even if focus moved on before it mounted', () => {
    const cartButton = button('Open cart');
    cartButton.focus();
    openOverlay('cart');
    // The page turns inert and loses focus while the drawer's code loads.
    cartButton.blur();
    expect(overlayOpener('cart')).toBe(cartButton);
  });

  it('is not changed by opening an overlay that is already open', () => {
    const first = button('first');
    const second = button('second');
    first.focus();
    openOverlay('favorites');
    second.focus();
    openOverlay('favorites');
    expect(overlayOpener('favorites')).toBe(first);
  });

  it('stays inside an overlay that is still open (favourites stacked on the mobile menu)', () => {
    const hamburger = button('Open menu');
    hamburger.focus();
    openOverlay('mobile-menu');
    const favourites = button('Favourites', overlay('mobile-menu'));
    favourites.focus();
    openOverlay('favorites');
    expect(overlayOpener('favorites')).toBe(favourites);
  });

  it('stands for the opener of an overlay that has closed since (buy-X-get-Y handing over to the cart)', () => {
    const addToCart = button('Add to cart');
    addToCart.focus();
    openOverlay('buy-x-get-y');
    const takeOffer = button('Take offer', overlay('buy-x-get-y'));
    takeOffer.focus();
    closeOverlay('buy-x-get-y');
    openOverlay('cart');
    expect(overlayOpener('cart')).toBe(addToCart);
  });
});
