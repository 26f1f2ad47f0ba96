import { deriveTimeZone, stateCode } from './time-zones';

const at = (state: string | null, latitude: number | null = null, longitude: number | null = null) => deriveTimeZone({ state, latitude, longitude });

describe('deriveTimeZone', () => {
  it('maps a state code or full name to its main zone', () => {
    expect(at('TX')).toBe('America/Chicago');
    expect(at('tx')).toBe('America/Chicago');
    expect(at('New  York')).toBe('America/New_York');
    expect(at('AZ')).toBe('America/Phoenix');
    expect(at('HI')).toBe('Pacific/Honolulu');
  });

  it('splits multi-zone states by coordinates', () => {
    expect(at('TX', 31.76, -106.49)).toBe('America/Denver'); // El Paso
    expect(at('TX', 30.27, -97.74)).toBe('America/Chicago'); // Austin
    expect(at('FL', 30.42, -87.22)).toBe('America/Chicago'); // Pensacola
    expect(at('FL', 25.76, -80.19)).toBe('America/New_York'); // Miami
    expect(at('TN', 35.96, -83.92)).toBe('America/New_York'); // Knoxville
    expect(at('TN', 36.16, -86.78)).toBe('America/Chicago'); // Nashville
  });

  it('uses longitude bands without a state, and null when nothing is known or the place is outside the US', () => {
    expect(at(null, 40.71, -74.0)).toBe('America/New_York');
    expect(at(null, 39.74, -104.99)).toBe('America/Denver');
    expect(at(null, 48.85, 2.35)).toBeNull();
    expect(at(null)).toBeNull();
    expect(at('Narnia')).toBeNull();
    expect(stateCode('  ')).toBeNull();
  });
});
