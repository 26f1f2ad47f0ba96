import { coarsePlaceText, PLACE_HIDDEN, publicCoordinate } from './public-place';

describe('what the public sees of a place', () => {
  it('rounds a pin to 3 decimals, halves away from zero', () => {
    expect(publicCoordinate(30.2669123)).toBe(30.267);
    expect(publicCoordinate(-97.7729871)).toBe(-97.773);
    expect(publicCoordinate(-0.0001)).toBe(0);
    expect(publicCoordinate(-97.7725)).toBe(-97.773);
  });

  it.each([
    ['1234 Elm Street, Austin, TX 78704', 'Elm Street, Austin, TX 78704'],
    ['221B Baker St', 'Baker St'],
    ['12-14 Oak Lane, Apt 5, Portland', 'Oak Lane, Portland'],
    ['1100 Congress Ave Suite 200, Austin', 'Congress Ave, Austin'],
    ['outside 45 Oak Street', 'outside Oak Street'],
    ['Elm St #3, Miami, FL 33101', 'Elm St, Miami, FL 33101'],
    ['Barton Springs Rd', 'Barton Springs Rd'],
    ['5th Avenue and 42nd Street', '5th Avenue and 42nd Street'],
    ['Ste. Genevieve, MO', 'Ste. Genevieve, MO'],
    ['Route 66 near the diner', 'Route 66 near the diner'],
    ['1234', PLACE_HIDDEN],
  ])('shows %j as %j', (typed, shown) => {
    expect(coarsePlaceText(typed)).toBe(shown);
  });
});
