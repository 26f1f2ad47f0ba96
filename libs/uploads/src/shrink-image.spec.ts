import { fitWithin, needsShrinking, shrinkImageForUpload } from './shrink-image';

describe('fitWithin / needsShrinking', () => {
  it('scales the long side down to the limit, keeping the shape; never enlarges', () => {
    expect(fitWithin(3000, 2000, 2560)).toEqual({ width: 2560, height: 1707 });
    expect(fitWithin(2000, 3000, 2560)).toEqual({ width: 1707, height: 2560 });
    expect(fitWithin(800, 600, 2560)).toEqual({ width: 800, height: 600 });
  });
  it('shrinks only an image larger than the limit, and never a GIF', () => {
    expect(needsShrinking('image/jpeg', 4032, 3024, 2560)).toBe(true);
    expect(needsShrinking('image/jpeg', 2560, 1440, 2560)).toBe(false);
    expect(needsShrinking('image/gif', 4000, 4000, 2560)).toBe(false);
  });
});

describe('shrinkImageForUpload', () => {
  const original = new File([new Uint8Array(64)], 'IMG_0001.HEIC.jpeg', { type: 'image/jpeg' });
  const g = globalThis as unknown as Record<string, unknown>;
  afterEach(() => {
    delete g.createImageBitmap;
    delete g.OffscreenCanvas;
  });

  it('sends the original when the browser cannot decode images at all, or cannot decode this one', async () => {
    expect(await shrinkImageForUpload(original)).toBe(original);
    g.createImageBitmap = jest.fn().mockRejectedValue(new DOMException('The source image could not be decoded.'));
    expect(await shrinkImageForUpload(original)).toBe(original);
  });

  it('sends a small enough photo as it is', async () => {
    const close = jest.fn();
    g.createImageBitmap = jest.fn().mockResolvedValue({ width: 1200, height: 900, close });
    expect(await shrinkImageForUpload(original)).toBe(original);
    expect(close).toHaveBeenCalled();
  });

  it('redraws a large photo upright, at most 2560 px long, as a JPEG at quality 0.9', async () => {
    const close = jest.fn();
    const createImageBitmap = jest.fn().mockResolvedValue({ width: 2000, height: 3000, close });
    const drawImage = jest.fn();
    const convertToBlob = jest.fn().mockResolvedValue(new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
    const sizes: number[][] = [];
    g.createImageBitmap = createImageBitmap;
    g.OffscreenCanvas = class {
      constructor(width: number, height: number) {
        sizes.push([width, height]);
      }
      getContext() {
        return { fillRect: jest.fn(), drawImage, fillStyle: '', imageSmoothingQuality: 'low' };
      }
      convertToBlob = convertToBlob;
    };
    const shrunk = await shrinkImageForUpload(original);
    expect(createImageBitmap).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(sizes).toEqual([[1707, 2560]]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1707, 2560);
    expect(convertToBlob).toHaveBeenCalledWith({ type: 'image/jpeg', quality: 0.9 });
    expect(shrunk).not.toBe(original);
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.name).toBe('IMG_0001.HEIC.jpg');
    expect(close).toHaveBeenCalled();
  });

  it('never redraws a GIF (it may be animated)', async () => {
    g.createImageBitmap = jest.fn();
    const gif = new File([new Uint8Array(8)], 'dance.gif', { type: 'image/gif' });
    expect(await shrinkImageForUpload(gif)).toBe(gif);
    expect(g.createImageBitmap).not.toHaveBeenCalled();
  });
});
