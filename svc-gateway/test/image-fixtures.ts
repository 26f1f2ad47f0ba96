import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real w×h RGB PNG filled with one colour. */
export function png(w = 4, h = 4, rgb: [number, number, number] = [240, 160, 60]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A greyscale PNG whose header claims w×h, with (by default) one row of real data: what a decompression
 * bomb looks like to anything that reads only the header.
 */
export function pngClaiming(w: number, h: number, idat: Buffer = deflateSync(Buffer.alloc(w + 1))): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real w×h RGBA PNG, every pixel transparent, deflated a row at a time so the test never holds the
 * w×h×4 bytes a decoder must (8000×8000 is 256 MB of pixels in about 250 KB of file).
 */
export async function transparentPng(w: number, h: number): Promise<Buffer> {
  const deflate = createDeflate();
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = once(deflate, 'end');
  const row = Buffer.alloc(1 + w * 4); // filter byte 0, then w pixels of 0,0,0,0
  for (let y = 0; y < h; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await done;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Small well-formed 8×6 images of the other accepted formats (made by sharp, decodable by libvips). */
export const gif = Buffer.from('R0lGODlhCAAGAIAAAExpcSh4yCH5BAUAAAAALAAAAAAIAAYAAAIGjI+py30FADs=', 'base64');
export const webp = Buffer.from('UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoIAAYAAUAmJaACdLoB+AAETAAA/uxw3/0mzxNnibPkkf/OwbEu14AAAAA=', 'base64');
export const jpeg = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAB6Ev/2Q==',
  'base64',
);

/**
 * A phone photo as a camera writes it: pixels stored sideways with EXIF orientation 6 (turn 90° clockwise
 * to view), the poster's GPS position, the camera's serial number and the owner's name. Its stored
 * top-left quarter is red: upright, red is the top-right quarter.
 */
export async function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  const red = await sharp({ create: { width: width / 2, height: height / 2, channels: 3, background: '#e01010' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#2060c0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Pixelcam', Model: 'PX-9', Artist: 'Jane Poster' },
      IFD2: { BodySerialNumber: 'SN-998877' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4632/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 5600/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
