import { breedNames, breedSimilarity, colourSet } from './match-words';
import { LIMITS } from '@pawpals/contracts';
import { scoreMatch, type MatchablePet } from './match-scoring';

const day = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 86_400_000);
const park = { latitude: 30.2669, longitude: -97.7729 };
const north = (miles: number) => ({ latitude: park.latitude + miles / 69.0976, longitude: park.longitude });

let ids = 0;
const pet = (over: Partial<MatchablePet>): MatchablePet => ({
  id: String(++ids),
  type: 'lost',
  species: 'dog',
  breed: null,
  color: null,
  size: null,
  sex: null,
  petName: null,
  description: 'Friendly',
  lastSeenLocation: 'Zilker Park, Austin, TX',
  ...park,
  lastSeenDate: day(0),
  createdAt: day(0),
  ...over,
});

const biscuit = pet({ petName: 'Biscuit', breed: 'Beagle', color: 'tan and white' });
const foundLabMix = pet({ type: 'found', breed: 'lab mix', color: 'tan & white', ...north(0.5), lastSeenDate: day(1) });

describe('colour words', () => {
  it.each([
    ['grey', 'Gray', ['grey']],
    ['black & white', 'tuxedo', ['black', 'white']],
    ['tan', 'fawn', ['tan']],
    ['blk & wht', 'black and white', ['black', 'white']],
    ['tricolor', 'three-colored', ['black', 'white', 'tan']],
  ])('%j and %j name the same colours', (a, b, colours) => {
    expect([...colourSet(a)].sort()).toEqual([...colours].sort());
    expect([...colourSet(b)].sort()).toEqual([...colours].sort());
  });
});

describe('breed words', () => {
  it('reads aliases, mixes and typos', () => {
    expect(breedNames('lab mix')).toEqual(['labrador retriever']);
    expect(breedNames('Labrador Retriever')).toEqual(['labrador retriever']);
    expect(breedNames('chiuahua')).toEqual(['chihuahua']);
    expect(breedNames('GSD/husky mix')).toEqual(['german shepherd', 'siberian husky']);
    expect(breedNames('unknown')).toEqual([]);
    expect(breedNames('mutt')).toEqual([]);
    expect(breedSimilarity(breedNames('lab mix'), breedNames('Labrador Retriever'))).toBe(1);
    expect(breedSimilarity(breedNames('Beagle'), breedNames('Labrador Retriever'))).toBe(0);
  });
});

describe('scoreMatch', () => {
  it('ranks a close pair whose breeds differ as possible but below the confident band, with readable reasons', () => {
    const match = scoreMatch(biscuit, foundLabMix)!;
    expect(match.score).toBeGreaterThan(0.6);
    expect(match.score).toBeLessThan(LIMITS.confidentMatchScore);
    expect(match.distanceMiles).toBe(0.5);
    expect(match.reasons).toEqual(['Same species', 'Colour: tan and white', '0.5 mi from the last seen place', 'Found 1 day after it was lost']);
  });

  it('ranks the right lost pet first among nearby distractors', () => {
    const distractors = [
      pet({ petName: 'Shadow', breed: 'Labrador', color: 'black', ...north(1) }),
      pet({ petName: 'Rusty', breed: 'Golden Retriever', color: 'golden', ...north(2) }),
      pet({ petName: 'Pepper', breed: 'Schnauzer', color: 'salt and pepper', ...north(0.3) }),
      pet({ petName: 'Duke', breed: 'Boxer', color: 'brindle', ...north(4), sex: 'male' }),
      pet({ petName: 'Tiny', breed: 'Chihuahua', color: 'tan', size: 'small', ...north(0.8) }),
    ];
    const ranked = [biscuit, ...distractors]
      .map((lost) => ({ lost, match: scoreMatch(lost, foundLabMix) }))
      .filter((r) => r.match)
      .sort((a, b) => b.match!.score - a.match!.score);
    expect(ranked[0].lost.petName).toBe('Biscuit');
  });

  it('keeps the date window: a day early is fine, two are not; day 60 is in, day 61 out', () => {
    expect(scoreMatch(biscuit, { ...foundLabMix, lastSeenDate: day(-1) })).not.toBeNull();
    expect(scoreMatch(biscuit, { ...foundLabMix, lastSeenDate: day(-2) })).toBeNull();
    expect(scoreMatch(biscuit, { ...foundLabMix, lastSeenDate: day(60) })).not.toBeNull();
    expect(scoreMatch(biscuit, { ...foundLabMix, lastSeenDate: day(61) })).toBeNull();
  });

  it('never pairs different species or places 50+ miles apart', () => {
    expect(scoreMatch(biscuit, { ...foundLabMix, species: 'cat' })).toBeNull();
    expect(scoreMatch(biscuit, { ...foundLabMix, ...north(60) })).toBeNull();
    expect(scoreMatch(biscuit, { ...foundLabMix, species: null })).not.toBeNull();
  });

  it('lowers the score for a conflicting sex or colour, raises it for the same size and sex', () => {
    const base = scoreMatch(biscuit, foundLabMix)!.score;
    expect(scoreMatch({ ...biscuit, sex: 'female' }, { ...foundLabMix, sex: 'male' })!.score).toBeLessThan(base);
    expect(scoreMatch(biscuit, { ...foundLabMix, color: 'black' })!.score).toBeLessThan(base);
    const same = scoreMatch({ ...biscuit, sex: 'male', size: 'medium' }, { ...foundLabMix, sex: 'male', size: 'medium' })!;
    expect(same.score).toBeGreaterThan(base);
    expect(same.reasons).toEqual(expect.arrayContaining(['Same size', 'Both male']));
  });

  it('names a shared breed, and says when it was found the same day', () => {
    const match = scoreMatch(pet({ breed: 'Labrador Retriever' }), pet({ type: 'found', breed: 'lab mix' }))!;
    expect(match.reasons).toEqual(expect.arrayContaining(['Breed: Labrador Retriever ~ lab mix', 'Found the day it was lost']));
  });
});
