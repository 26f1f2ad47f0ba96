import { movedPhotoIds } from './photo-order';
import { photoFileProblem } from './api/add-business-photo';

describe('movedPhotoIds', () => {
  it('moves a photo one place earlier or later', () => {
    expect(movedPhotoIds(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedPhotoIds(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('leaves the order alone at either end or for an unknown index', () => {
    expect(movedPhotoIds(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedPhotoIds(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(movedPhotoIds(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});

describe('photoFileProblem', () => {
  it('takes images up to 10 MB only', () => {
    expect(photoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: 'application/pdf', size: 1000 })?.defaultMessage).toMatch(/image file/);
    expect(photoFileProblem({ type: 'image/jpeg', size: 10_485_761 })?.defaultMessage).toMatch(/10 MB/);
  });
});
