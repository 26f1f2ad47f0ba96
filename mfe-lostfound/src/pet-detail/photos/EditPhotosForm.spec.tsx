import { fireEvent, render, screen, within } from '@testing-library/react';
import type { LostFoundPet } from '@pawpals/contracts';
import EditPhotosForm from './EditPhotosForm';

// The uploader itself is exercised by the browser journey; here no file is sent.
jest.mock('@pawpals/uploads', () => ({
  createImageUppy: () => ({ on: jest.fn(), destroy: jest.fn() }),
  shrinkImageForUpload: (file: File) => Promise.resolve(file),
  uploadPercent: () => 0,
}));
const mutate = jest.fn();
jest.mock('./api/update-lost-found-pet-photos', () => ({ useUpdateLostFoundPetPhotos: () => ({ mutate, isPending: false }) }));

const path = (n: number) => `/objects/0b8f6b7e-3c2a-4d5e-9f10-${String(n).padStart(12, '0')}`;
const pet = { id: 'pet-1', photoUrl: path(1), photoUrls: [path(1), path(2), path(3)] } as LostFoundPet;

const save = () => screen.getByRole('button', { name: 'Save photos' }) as HTMLButtonElement;
const shown = () => screen.getAllByTestId('pet-photo-preview').map((img) => img.getAttribute('src')!.replace(/\?.*$/, ''));

describe('Edit photos (the poster, later)', () => {
  beforeEach(() => mutate.mockReset());

  it('starts from the post’s photos in their order, the first labelled Cover; Save waits for a change', () => {
    render(<EditPhotosForm pet={pet} onSaved={jest.fn()} />);
    expect(shown()).toEqual([path(1), path(2), path(3)]);
    expect(within(screen.getAllByTestId('pet-photo-tile')[0]).getByText('Cover')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('sends the new order: the second made the cover', () => {
    render(<EditPhotosForm pet={pet} onSaved={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(mutate).toHaveBeenCalledWith({ id: 'pet-1', photoUrls: [path(2), path(1), path(3)] }, expect.anything());
  });

  it('sends what is left after a removal, and never nothing', () => {
    render(<EditPhotosForm pet={{ ...pet, photoUrls: [path(1), path(2)] }} onSaved={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    fireEvent.click(save());
    expect(mutate).toHaveBeenCalledWith({ id: 'pet-1', photoUrls: [path(2)] }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(save().disabled).toBe(true);
  });
});
