import { LIMITS, type PetSize } from '@pawpals/contracts';
import { distanceMiles, roundMiles } from '@pawpals/geo';
import type { LostFoundPetRow } from '../lost-found-pets/lost-found-pet';
import { breedNames, breedSimilarity, colourSet, colourSimilarity } from './match-words';

/** What scoring reads of a post. A ZIP or city centre (locationPrecision) is only roughly where the pet was: distances from it count for less. */
export type MatchablePet = Pick<
  LostFoundPetRow,
  'id' | 'type' | 'species' | 'breed' | 'color' | 'size' | 'sex' | 'petName' | 'description' | 'lastSeenLocation' | 'latitude' | 'longitude' | 'lastSeenDate' | 'createdAt'
> &
  Partial<Pick<LostFoundPetRow, 'locationPrecision'>>;

export interface MatchScore {
  /** 0–1. */
  score: number;
  distanceMiles: number | null;
  /** Why it may be the same pet, in words a person reads; only what supports the match. */
  reasons: string[];
}

/** Candidates with coordinates farther apart than this are not the same pet (the SQL prefilter uses it too). */
export const MATCH_CANDIDATE_RADIUS_MILES = 50;

const DAY_MS = 86_400_000;
/** A finder may post the evening before the owner's "last seen" date in another time zone. */
const DATE_TOLERANCE_DAYS = 1;

/**
 * Evidence weights (they sum to 1): where the pet was and what it looks like say the most; a breed is
 * often guessed wrong by a finder, so a different breed only withholds its share, it does not subtract.
 * Colours with nothing in common, a conflicting sex or an opposite size subtract. Missing evidence earns a small neutral share.
 */
const WEIGHTS = { species: 0.15, colour: 0.25, breed: 0.15, size: 0.08, sex: 0.07, distance: 0.25, date: 0.05 };
const SIZE_ORDER: Record<PetSize, number> = { small: 0, medium: 1, large: 2 };

const seenAt = (pet: MatchablePet) => (pet.lastSeenDate ?? pet.createdAt).getTime();
const hasPoint = (pet: MatchablePet): pet is MatchablePet & { latitude: number; longitude: number } =>
  pet.latitude !== null && pet.longitude !== null;
const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 3));

/** How close, 0–1: under a mile is all of it, 3 miles about half, 10 miles a seventh. */
const nearness = (miles: number) => (miles <= 1 ? 1 : 1 / (1 + Math.pow((miles - 1) / 3, 1.5)));
/** A ZIP or city centre can be this far from where the pet really was. */
const CENTRE_UNCERTAINTY_MILES = 4;
const isApproximate = (pet: MatchablePet) => pet.locationPrecision === 'zip' || pet.locationPrecision === 'city';

/** null when the pair cannot be the same pet: known species differ, the dates are out of order or too far apart, or the places are. */
export function scoreMatch(lost: MatchablePet, found: MatchablePet): MatchScore | null {
  if (lost.species && found.species && lost.species !== found.species) return null;
  const days = (seenAt(found) - seenAt(lost)) / DAY_MS;
  if (days < -DATE_TOLERANCE_DAYS || days > LIMITS.petMatchWindowDays) return null;
  const miles = hasPoint(lost) && hasPoint(found) ? distanceMiles(lost, found) : null;
  if (miles !== null && miles > MATCH_CANDIDATE_RADIUS_MILES) return null;

  let score = 0;
  const reasons: string[] = [];

  if (lost.species && found.species) {
    score += WEIGHTS.species;
    reasons.push('Same species');
  } else score += WEIGHTS.species / 3;

  const lostColours = colourSet(lost.color);
  const foundColours = colourSet(found.color);
  const describedLost = lostColours.size ? lostColours : colourSet(lost.description);
  const describedFound = foundColours.size ? foundColours : colourSet(found.description);
  if (describedLost.size && describedFound.size) {
    const similarity = colourSimilarity(describedLost, describedFound);
    // Colours both sides named and none in common (black vs tan and white) speak against the match.
    score += similarity > 0 ? WEIGHTS.colour * similarity : -0.1;
    const shared = [...describedFound].filter((c) => describedLost.has(c));
    if (shared.length) reasons.push(`Colour: ${shared.join(' and ')}`);
  } else score += WEIGHTS.colour / 3;

  const lostBreeds = breedNames(lost.breed);
  const foundBreeds = breedNames(found.breed);
  if (lostBreeds.length && foundBreeds.length) {
    const similarity = breedSimilarity(lostBreeds, foundBreeds);
    // Two named breeds with nothing in common: a finder's guess is often wrong, so only a little against.
    score += similarity > 0 ? WEIGHTS.breed * similarity : -0.05;
    if (similarity === 1) {
      const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
      const sameText = lost.breed!.trim().toLowerCase() === found.breed!.trim().toLowerCase();
      reasons.push(sameText ? `Breed: ${title(lost.breed!.trim())}` : `Breed: ${lost.breed!.trim()} ~ ${found.breed!.trim()}`);
    }
  } else score += WEIGHTS.breed / 3;

  if (lost.size && found.size) {
    const steps = Math.abs(SIZE_ORDER[lost.size] - SIZE_ORDER[found.size]);
    if (steps === 0) {
      score += WEIGHTS.size;
      reasons.push('Same size');
    } else if (steps === 1) score += WEIGHTS.size / 3;
    else score -= WEIGHTS.size;
  } else score += WEIGHTS.size / 3;

  const lostSex = lost.sex === 'unknown' ? null : lost.sex;
  const foundSex = found.sex === 'unknown' ? null : found.sex;
  if (lostSex && foundSex) {
    if (lostSex === foundSex) {
      score += WEIGHTS.sex;
      reasons.push(lostSex === 'male' ? 'Both male' : 'Both female');
    } else score -= 0.2;
  } else score += WEIGHTS.sex / 3;

  if (miles !== null && (isApproximate(lost) || isApproximate(found))) {
    // Neither near nor far is certain from a centre: it can only say "same part of town".
    score += WEIGHTS.distance * 0.8 * nearness(Math.max(0, miles - CENTRE_UNCERTAINTY_MILES));
    if (miles < 1) reasons.push('Same part of town as the last seen place');
    else if (miles <= 25) reasons.push(`About ${roundMiles(miles)} mi from the last seen place`);
  } else if (miles !== null) {
    score += WEIGHTS.distance * nearness(miles);
    if (miles <= 25) reasons.push(`${roundMiles(miles)} mi from the last seen place`);
  } else {
    const lostPlace = words(lost.lastSeenLocation);
    const shared = [...words(found.lastSeenLocation)].filter((w) => lostPlace.has(w)).length;
    score += shared ? WEIGHTS.distance * 0.4 : WEIGHTS.distance * 0.15;
  }

  const wholeDays = Math.max(0, Math.round(days));
  score += WEIGHTS.date * (1 - Math.max(0, days) / LIMITS.petMatchWindowDays);
  reasons.push(wholeDays === 0 ? 'Found the day it was lost' : `Found ${wholeDays} day${wholeDays === 1 ? '' : 's'} after it was lost`);

  return { score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000, distanceMiles: miles === null ? null : roundMiles(miles), reasons };
}
