import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const publicDir = join(__dirname, '../../public');
const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8'));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the app installs standalone from the home page with the brand colour', () => {
  expect(manifest).toMatchObject({ name: 'PawPals — Connecting Pet Families', short_name: 'PawPals', start_url: '/', scope: '/', display: 'standalone', theme_color: '#c2410c' });
  const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
});

test('192 and 512 px PNG icons, one maskable, each file of the size it says', () => {
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose.split(' ').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    expect(pngSize(icon.src)).toBe(icon.sizes);
  }
  expect(pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
});

test('shortcuts to post a lost pet and to the board near me', () => {
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Post a lost pet', '/lost-found/new'],
    ['Lost & found near me', '/lost-found?near=me'],
  ]);
});
