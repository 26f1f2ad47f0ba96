import sharp from 'sharp';

// The photo: what a 12 MP phone camera sends. A smooth gradient, soft overlapping shapes and small sharp
// details, blurred a little, with mild sensor noise, stored sideways (EXIF orientation 6) with GPS.

function xorshift(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

export async function phonePhoto(seed = 1, { width = 4032, height = 3024, noise = 11, quality = 92 } = {}) {
  const r = xorshift(Math.imul(seed, 2654435761));
  const colour = () => `hsl(${Math.floor(r() * 360)},${30 + Math.floor(r() * 50)}%,${25 + Math.floor(r() * 50)}%)`;
  const shapes = [];
  for (let i = 0; i < 60; i++) {
    const [cx, cy] = [Math.floor(r() * width), Math.floor(r() * height)];
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${40 + Math.floor(r() * 600)}" ry="${40 + Math.floor(r() * 600)}" fill="${colour()}" fill-opacity="${(0.3 + r() * 0.6).toFixed(2)}" transform="rotate(${Math.floor(r() * 180)} ${cx} ${cy})"/>`,
    );
  }
  for (let i = 0; i < 600; i++) {
    const [x, y] = [Math.floor(r() * width), Math.floor(r() * height)];
    shapes.push(
      `<rect x="${x}" y="${y}" width="${10 + Math.floor(r() * 120)}" height="${4 + Math.floor(r() * 60)}" fill="${colour()}" fill-opacity="0.7" transform="rotate(${Math.floor(r() * 180)} ${x} ${y})"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).blur(3).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const n = xorshift(Math.imul(seed, 7919) + 1);
  for (let i = 0; i < data.length; i++) {
    const v = data[i] + (n() + n() - 1) * noise; // triangular noise, ±noise
    data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return sharp(data, { raw: info })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: 'Pixelcam', Model: 'PX-9 Pro', Artist: 'Bench Poster' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 1800/100', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 2400/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A photo of 3–5 MB, as a phone's JPEG of a real scene is: a flatter drawing gets a little more sensor noise. */
export async function phonePhotoOfUsualSize(seed = 1) {
  let noise = 11;
  let photo = await phonePhoto(seed, { noise });
  while (photo.length < 3e6 && noise < 24) photo = await phonePhoto(seed, { noise: (noise += 3) });
  return photo;
}
