import { createHash } from 'node:crypto';
import type { BusinessCategory, PlaceSearchResult } from '@pawpals/contracts';

const NAMES: Record<BusinessCategory, string[]> = {
  groomer: ['Paws & Suds Grooming', 'The Dapper Dog Salon', 'Fluff & Buff Pet Spa', 'Bubbles and Bows Grooming', 'Whisker Wash Studio', 'Tail Waggers Grooming', 'Shaggy Chic Pet Salon', 'Groom Room'],
  pet_store: ['Happy Tails Pet Supply', 'The Feed Barn', 'Bark & Meow Market', 'Neighborhood Pet Pantry', 'Critter Corner', 'Pet Provisions Co.', 'Kibble & Co.', 'The Pet Stop'],
  park: ['Riverside Dog Park', 'Bark Meadow', 'Sunset Off-Leash Area', 'Greenway Paws Park', 'Lakeside Dog Run', 'Oak Hollow Dog Park', 'Canine Commons', 'Fetch Field'],
  veterinarian: ['Gentle Care Animal Hospital', 'Companion Vet Clinic', 'Family Pet Hospital', 'Harbor Veterinary Center', 'All Creatures Animal Clinic', 'Bayview Veterinary Care', 'PetWell Clinic', 'Healing Paws Veterinary'],
};
const STREETS = ['Main St', 'Oak Ave', 'Park Blvd', 'Ocean Dr', 'Maple St', 'Sunset Ave', 'Bay Rd', 'Elm St'];

/**
 * Stand-in for Google Places when no GOOGLE_PLACES_API_KEY is set: plausible, deterministic places for
 * any city, so the import flow can be tried end to end. Ids start with "demo-".
 */
export function demoPlaces(category: BusinessCategory, city: string, state: string, limit: number): PlaceSearchResult[] {
  return NAMES[category].slice(0, limit).map((base, i) => {
    const seed = createHash('sha1').update(`${city}|${state}|${category}|${i}`).digest();
    const name = i % 2 ? `${city} ${base}` : base;
    return {
      googlePlaceId: `demo-${seed.toString('hex').slice(0, 20)}`,
      name,
      category,
      city,
      state,
      phone: `(${300 + (seed[0] % 600)}) 555-${String(1000 + seed.readUInt16BE(1) % 9000)}`,
      rating: Math.round((3.5 + (seed[3] % 16) / 10) * 10) / 10,
      address: `${100 + seed.readUInt16BE(4) % 9000} ${STREETS[seed[6] % STREETS.length]}`,
      websiteUrl: null,
      latitude: null,
      longitude: null,
    };
  });
}
