#!/usr/bin/env node
// Draws the installable app's icons (shell/public/icons/*.png) from the favicon's paw, once; the PNGs are
// committed, so a build needs no image tools. Run again after changing libs/ui/build/favicon.svg:
//   node shell/tools/make-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'shell/public/icons');
const favicon = readFileSync(join(root, 'libs/ui/build/favicon.svg'), 'utf8');
const paw = /<g fill="#fff">.*<\/g>/.exec(favicon)?.[0];
if (!paw) throw new Error('libs/ui/build/favicon.svg: no paw group found');
const BRAND = '#c2410c';

/** The paw on a full square of the brand colour, scaled to `pawShare` of the side (maskable icons keep it in the safe zone). */
const fullBleed = (pawShare) => {
  const offset = (64 - 64 * pawShare) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${pawShare})">${paw}</g></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.62) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(out, file));
  console.log(`wrote shell/public/icons/${file} (${size}×${size})`);
}
