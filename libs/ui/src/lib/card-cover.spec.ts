import { coverOf } from './card-cover';

const photo = { id: 'p1', url: '/objects/photo-1', placeholder: 'abc' };

describe('coverOf', () => {
  it('is the first gallery photo, else the logo, else nothing', () => {
    expect(coverOf({ photos: [photo], logoUrl: '/objects/logo', photoPlaceholder: 'xyz' })).toEqual({
      url: '/objects/photo-1',
      placeholder: 'abc',
      isLogo: false,
    });
    expect(coverOf({ photos: [], logoUrl: '/objects/logo', photoPlaceholder: 'xyz' })).toEqual({
      url: '/objects/logo',
      placeholder: 'xyz',
      isLogo: true,
    });
    expect(coverOf({ photos: [], logoUrl: null, photoPlaceholder: null })).toBeNull();
  });
});
