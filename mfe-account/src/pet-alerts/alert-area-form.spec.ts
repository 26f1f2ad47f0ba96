import { createIntl } from 'react-intl';
import type { AlertArea } from '@pawpals/contracts';
import { describeArea, formValuesOf, toAlertAreaBody } from './alert-area-form';

const area: AlertArea = {
  zipCode: '78704',
  latitude: 30.24,
  longitude: -97.76,
  radiusMiles: 10,
  species: [],
  placeLabel: 'Austin, TX 78704',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('pet alerts form', () => {
  it('starts empty with a 10-mile radius, or from the saved area', () => {
    expect(formValuesOf(null)).toEqual({ zipCode: '', point: null, radiusMiles: 10, species: [] });
    expect(formValuesOf({ ...area, species: ['dog'] })).toEqual({ zipCode: '78704', point: null, radiusMiles: 10, species: ['dog'] });
  });
  it('sends the point when the browser gave one, else the ZIP code', () => {
    expect(toAlertAreaBody({ zipCode: ' 78704 ', point: null, radiusMiles: 5, species: [] })).toEqual({ zipCode: '78704', radiusMiles: 5, species: [] });
    expect(toAlertAreaBody({ zipCode: '', point: { latitude: 1, longitude: 2 }, radiusMiles: 25, species: ['cat'] })).toEqual({
      latitude: 1,
      longitude: 2,
      radiusMiles: 25,
      species: ['cat'],
    });
  });
  it('describes the area in words', () => {
    expect(describeArea(intl, area)).toBe('All lost and found pets within 10 miles of Austin, TX 78704');
    expect(describeArea(intl, { ...area, radiusMiles: 1, species: ['dog', 'cat', 'small animal'] })).toBe('Dogs, cats and small animals within 1 mile of Austin, TX 78704');
    expect(describeArea(intl, { ...area, zipCode: null })).toBe('All lost and found pets within 10 miles of your location near Austin, TX 78704');
    expect(describeArea(intl, { ...area, zipCode: null, placeLabel: null })).toBe('All lost and found pets within 10 miles of your location');
  });
});
