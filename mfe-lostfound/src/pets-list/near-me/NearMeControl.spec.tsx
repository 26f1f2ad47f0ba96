import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { nearMeQuery, type NearMeState } from './near-me';
import { NearMeControl } from './NearMeControl';

/** The board's use of the control: its state becomes the list query (shown here as JSON). */
function Board() {
  const [near, setNear] = useState<NearMeState | null>(null);
  return (
    <>
      <NearMeControl value={near} onChange={setNear} />
      <pre data-testid="query">{JSON.stringify(near ? nearMeQuery(near) : null)}</pre>
    </>
  );
}

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? 'null');
const status = () => screen.getByRole('status').textContent;

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
let pending: { success: Success; failure: () => void } | null = null;
const geolocation = { getCurrentPosition: jest.fn((success: Success, failure: () => void) => (pending = { success, failure })) };

function openControl() {
  render(<Board />);
  fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
}

describe('Near me on the board', () => {
  beforeEach(() => {
    pending = null;
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  });

  it('asks the browser, says it is locating, then queries near the location within 25 miles', () => {
    openControl();
    expect(query()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(status()).toBe('Locating…');
    expect(screen.getByRole('button', { name: 'Locating…' })).toHaveProperty('disabled', true);
    act(() => pending!.success({ coords: { latitude: 45.5152, longitude: -122.6784 } }));
    expect(query()).toEqual({ lat: '45.5152', lng: '-122.6784', radiusMiles: '25' });
    expect(status()).toBe('Showing pets within 25 miles of your location, nearest first');
  });

  it('applies a new radius and species to the active search at once', () => {
    openControl();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    act(() => pending!.success({ coords: { latitude: 45.5, longitude: -122.6 } }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Radius' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Species' }), { target: { value: 'cat' } });
    expect(query()).toEqual({ lat: '45.5', lng: '-122.6', radiusMiles: '10', species: 'cat' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Species' }), { target: { value: 'all' } });
    expect(query()).toEqual({ lat: '45.5', lng: '-122.6', radiusMiles: '10' });
  });

  it('keeps a radius chosen before the place for the search that follows', () => {
    openControl();
    fireEvent.change(screen.getByRole('combobox', { name: 'Radius' }), { target: { value: '100' } });
    expect(query()).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '97201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(query()).toEqual({ zipCode: '97201', radiusMiles: '100' });
  });

  it('when location is refused, says so and moves to the ZIP code, which it checks before searching', () => {
    openControl();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    act(() => pending!.failure());
    expect(status()).toBe('Allow location access or enter a ZIP code');
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(document.activeElement).toBe(zip);
    fireEvent.change(zip, { target: { value: '9720' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(status()).toBe('Enter a 5-digit ZIP code');
    expect(query()).toBeNull();
    fireEvent.change(zip, { target: { value: '97201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(query()).toEqual({ zipCode: '97201', radiusMiles: '25' });
    expect(status()).toBe('Showing pets within 25 miles of 97201, nearest first');
  });

  it('without a location API at all, asks for a ZIP code', () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    openControl();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(status()).toBe('Allow location access or enter a ZIP code');
  });

  it('clears back to the normal board', () => {
    openControl();
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '97201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(query()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(query()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Near me' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Near me' })).toBeTruthy();
  });
});
