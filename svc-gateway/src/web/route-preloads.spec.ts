import { dataPreloads } from './route-preloads';

describe('route preloads', () => {
  it("names the API answers of a detail page's first screen, fetched like the client fetches them", () => {
    const id = '0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';
    expect(dataPreloads(`/business/${id}`)).toEqual([
      `<link rel="preload" href="/api/businesses/${id}" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="/api/reviews/${id}" as="fetch" crossorigin="use-credentials" />`,
    ]);
    expect(dataPreloads(`/lost-found/${id}/`)).toEqual([
      `<link rel="preload" href="/api/lost-found-pets/${id}" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="/api/lost-found-pets/${id}/sightings" as="fetch" crossorigin="use-credentials" />`,
    ]);
    expect(dataPreloads('/business/not-an-id')).toEqual([]);
    expect(dataPreloads('/lost-found/new')).toEqual([]);
    expect(dataPreloads('/services')).toEqual([]);
  });
});
