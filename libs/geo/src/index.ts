/**
 * Places and distances for the server side, without a paid API.
 *
 * Data: the `zipcodes` npm package (BSD): ~41,000 US ZIP codes with their centroid, city and state,
 * shipped with the code and loaded on first use, so resolving works entirely offline. A ZIP resolves
 * to its centroid (precision 'zip'), a city + state to the mean of its ZIPs (precision 'city'). With
 * GEOCODER_URL set, street addresses are refined by a Nominatim- or Photon-compatible service
 * (precision 'street'); a pin a person dropped is stored as given (precision 'pin') by the caller.
 */
export * from './distance';
export * from './gazetteer';
export * from './geocoder';
export * from './public-place';
