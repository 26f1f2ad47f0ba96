import { act, renderHook } from '@testing-library/react';
import { useImageUploader, type ImageUploaderEvents } from './use-image-uploader';

const toast = jest.fn();
jest.mock('@pawpals/ui', () => ({ toast: (input: unknown) => toast(input) }));
jest.mock('@pawpals/api-client', () => ({ redirectIfUnauthorized: () => false }));

type Handler = (...args: unknown[]) => void;
const fake = {
  handlers: new Map<string, Handler>(),
  signError: null as null | ((error: unknown) => void),
  addFile: jest.fn(),
  upload: jest.fn(() => Promise.resolve()),
  cancelAll: jest.fn(),
  removeFile: jest.fn(),
  destroy: jest.fn(),
};
jest.mock('./image-uppy', () => ({
  uploadPercent: ({ bytesUploaded, bytesTotal }: { bytesUploaded: number; bytesTotal: number }) => Math.round((bytesUploaded / bytesTotal) * 100),
  createImageUppy: (_id: string, onSignError: (error: unknown) => void) => {
    fake.signError = onSignError;
    return { ...fake, on: (event: string, handler: Handler) => fake.handlers.set(event, handler) };
  },
}));

const events = (): ImageUploaderEvents => ({ onProgress: jest.fn(), onSent: jest.fn(), onFailed: jest.fn() });
const file = new File(['x'], 'dog.png', { type: 'image/png' });

describe('useImageUploader', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    fake.handlers.clear();
    fake.addFile.mockImplementation(() => undefined);
  });

  it('sends the file and reports its progress and its URL, the file taken off the uploader', () => {
    const on = events();
    const { result } = renderHook(() => useImageUploader('pet-photo', on));
    act(() => {
      expect(result.current.restart()).toBe(true);
      expect(result.current.send(file)).toBeUndefined();
    });
    expect(fake.addFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'dog.png', data: file }));
    expect(fake.upload).toHaveBeenCalled();
    fake.handlers.get('upload-progress')!({ id: 'f1' }, { bytesUploaded: 1, bytesTotal: 4 });
    expect(on.onProgress).toHaveBeenCalledWith(25);
    fake.handlers.get('upload-success')!({ id: 'f1' }, { uploadURL: 'https://store/x' });
    expect(fake.removeFile).toHaveBeenCalledWith('f1');
    expect(on.onSent).toHaveBeenCalledWith('https://store/x');
  });

  it('a failed upload URL call is told once here, and the failure after it comes as already told', () => {
    const on = events();
    renderHook(() => useImageUploader('business-logo', on));
    fake.signError!(new Error('down'));
    expect(toast).toHaveBeenCalledWith({ title: 'Failed to get upload URL', variant: 'destructive' });
    const error = new Error('Failed to get upload URL');
    fake.handlers.get('upload-error')!({ id: 'f1' }, error);
    expect(on.onFailed).toHaveBeenLastCalledWith(error, true);
    fake.handlers.get('upload-error')!({ id: 'f2' }, error);
    expect(on.onFailed).toHaveBeenLastCalledWith(error, false);
  });

  it('a file Uppy refuses comes back with its reason and is not sent; nothing is sent once unmounted', () => {
    const { result, unmount } = renderHook(() => useImageUploader('pet-photo', events()));
    const tooBig = new Error('This file exceeds maximum allowed size');
    fake.addFile.mockImplementation(() => {
      throw tooBig;
    });
    expect(result.current.send(file)).toEqual({ refused: tooBig });
    expect(fake.upload).not.toHaveBeenCalled();
    unmount();
    expect(fake.destroy).toHaveBeenCalled();
    expect(result.current.restart()).toBe(false);
    expect(result.current.send(file)).toBeUndefined();
  });
});
