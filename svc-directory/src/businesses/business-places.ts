import { Injectable } from '@nestjs/common';
import type { PlacePrecision } from '@pawpals/contracts';
import { Geocoder } from '@pawpals/geo';

export interface BusinessPlace {
  latitude: number | null;
  longitude: number | null;
  precision: PlacePrecision | null;
}

interface AddressFields {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode'] as const;

/**
 * Where a business is on the map: the coordinates its owner (or an import) gave, else its address
 * geocoded. Resolved before the write's transaction, so a slow geocoder never holds a row lock.
 */
@Injectable()
export class BusinessPlaces {
  constructor(private readonly geocoder: Geocoder) {}

  /** For a new listing. */
  async ofNew(fields: AddressFields): Promise<BusinessPlace> {
    if (fields.latitude != null && fields.longitude != null) return { latitude: fields.latitude, longitude: fields.longitude, precision: 'pin' };
    return this.geocode(fields);
  }

  /**
   * For an edit: new coordinates are kept as given (null clears them); an address change re-geocodes
   * unless the current coordinates were set by hand. undefined = the place does not change.
   */
  async ofEdit(current: AddressFields & { locationPrecision: PlacePrecision | null }, edit: AddressFields): Promise<BusinessPlace | undefined> {
    if (edit.latitude !== undefined) {
      return edit.latitude === null || edit.longitude == null
        ? { latitude: null, longitude: null, precision: null }
        : { latitude: edit.latitude, longitude: edit.longitude, precision: 'pin' };
    }
    if (!ADDRESS_FIELDS.some((f) => edit[f] !== undefined && edit[f] !== current[f])) return undefined;
    if (current.locationPrecision === 'pin') return undefined;
    return this.geocode({ ...current, ...Object.fromEntries(ADDRESS_FIELDS.filter((f) => edit[f] !== undefined).map((f) => [f, edit[f]])) });
  }

  private async geocode(fields: AddressFields): Promise<BusinessPlace> {
    const place = await this.geocoder.resolve({ address: fields.address, city: fields.city, state: fields.state, zipCode: fields.zipCode });
    return place ? { latitude: place.latitude, longitude: place.longitude, precision: place.precision } : { latitude: null, longitude: null, precision: null };
  }
}
