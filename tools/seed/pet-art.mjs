/**
 * Friendly pet portraits for the demo posts, drawn with code (a few shapes, anti-aliased) and written
 * as PNG with node's zlib. No downloads, no image dependencies.
 */
import { deflateSync } from 'node:zlib';

const W = 480;
const H = 360;
const SS = 3; // supersampling per axis

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

/** Shape tests in image coordinates. */
const ellipse = (cx, cy, rx, ry, rot = 0, color, alpha = 1) => {
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  const r = Math.max(rx, ry);
  return {
    color: hex(color),
    alpha,
    box: [cx - r, cy - r, cx + r, cy + r],
    inside(x, y) {
      const dx = x - cx;
      const dy = y - cy;
      const u = (dx * c + dy * s) / rx;
      const v = (-dx * s + dy * c) / ry;
      return u * u + v * v <= 1;
    },
  };
};
const circle = (cx, cy, r, color, alpha) => ellipse(cx, cy, r, r, 0, color, alpha);
const triangle = (a, b, c, color, alpha = 1) => {
  const sign = (p, q, r) => (p[0] - r[0]) * (q[1] - r[1]) - (q[0] - r[0]) * (p[1] - r[1]);
  return {
    color: hex(color),
    alpha,
    box: [Math.min(a[0], b[0], c[0]), Math.min(a[1], b[1], c[1]), Math.max(a[0], b[0], c[0]), Math.max(a[1], b[1], c[1])],
    inside(x, y) {
      const p = [x, y];
      const d1 = sign(p, a, b);
      const d2 = sign(p, b, c);
      const d3 = sign(p, c, a);
      return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
    },
  };
};

function render(background, shapes) {
  const [top, bottom] = background.map(hex);
  const px = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    const t = y / (H - 1);
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      for (let k = 0; k < 3; k++) px[i + k] = top[k] + (bottom[k] - top[k]) * t;
    }
  }
  for (const shape of shapes) {
    const [x0, y0, x1, y1] = shape.box.map((v) => Math.round(v));
    for (let y = Math.max(0, y0 - 1); y <= Math.min(H - 1, y1 + 1); y++) {
      for (let x = Math.max(0, x0 - 1); x <= Math.min(W - 1, x1 + 1); x++) {
        let hits = 0;
        for (let sy = 0; sy < SS; sy++) {
          for (let sx = 0; sx < SS; sx++) if (shape.inside(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS)) hits++;
        }
        if (!hits) continue;
        const a = (hits / (SS * SS)) * shape.alpha;
        const i = (y * W + x) * 3;
        for (let k = 0; k < 3; k++) px[i + k] = px[i + k] * (1 - a) + shape.color[k] * a;
      }
    }
  }
  return encodePng(px);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(px) {
  const raw = Buffer.alloc(H * (1 + W * 3));
  for (let y = 0; y < H; y++) {
    raw[y * (1 + W * 3)] = 0;
    for (let x = 0; x < W * 3; x++) raw[y * (1 + W * 3) + 1 + x] = Math.max(0, Math.min(255, Math.round(px[y * W * 3 + x])));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Soft circles behind the pet and a shadow under it. */
function scenery(seed) {
  const shapes = [];
  let s = seed;
  const rand = () => ((s = (s * 9301 + 49297) % 233280) / 233280);
  for (let i = 0; i < 7; i++) shapes.push(circle(rand() * W, rand() * H * 0.8, 18 + rand() * 40, '#ffffff', 0.18));
  shapes.push(ellipse(240, 318, 130, 20, 0, '#000000', 0.12));
  return shapes;
}

function eyes(cx, cy, gap, r, iris = '#2b1d14', pupilSlit = false) {
  const out = [];
  for (const side of [-1, 1]) {
    const x = cx + side * gap;
    out.push(circle(x, cy, r, iris));
    if (pupilSlit) out.push(ellipse(x, cy, r * 0.28, r * 0.85, 0, '#1a1a1a'));
    out.push(circle(x - r * 0.3, cy - r * 0.35, r * 0.32, '#ffffff', 0.95));
  }
  return out;
}

function dog({ fur, ear, muzzle = '#f6e7d2', patch }) {
  return [
    ellipse(150, 165, 42, 86, 0.35, ear),
    ellipse(330, 165, 42, 86, -0.35, ear),
    ellipse(240, 180, 112, 104, 0, fur),
    ...(patch ? [ellipse(200, 160, 40, 36, 0.2, patch)] : []),
    ellipse(240, 236, 64, 48, 0, muzzle),
    ...eyes(240, 162, 42, 13),
    ellipse(240, 214, 20, 14, 0, '#2a1b12'),
    circle(234, 209, 5, '#ffffff', 0.6),
    ellipse(240, 262, 13, 16, 0, '#e9748a'),
    ellipse(240, 246, 18, 4, 0, '#2a1b12', 0.7),
  ];
}

function cat({ fur, inner = '#f4b6c2', eye = '#7cc26a', stripes }) {
  const shapes = [
    triangle([148, 150], [172, 48], [232, 108], fur),
    triangle([332, 150], [308, 48], [248, 108], fur),
    triangle([164, 132], [176, 76], [214, 112], inner),
    triangle([316, 132], [304, 76], [266, 112], inner),
    ellipse(240, 190, 112, 96, 0, fur),
  ];
  if (stripes) for (const dx of [-26, 0, 26]) shapes.push(ellipse(240 + dx, 110, 7, 22, dx / 90, stripes, 0.8));
  shapes.push(ellipse(240, 232, 54, 36, 0, '#f7efe6', 0.9));
  shapes.push(...eyes(240, 178, 44, 16, eye, true));
  shapes.push(triangle([228, 214], [252, 214], [240, 228], '#e58aa0'));
  for (const side of [-1, 1]) {
    for (const dy of [-8, 6]) shapes.push(ellipse(240 + side * 92, 232 + dy, 46, 1.6, side * (dy / 60), '#3a3a3a', 0.7));
  }
  return shapes;
}

function rabbit({ fur, inner = '#f6c1cc' }) {
  return [
    ellipse(200, 92, 30, 86, -0.15, fur),
    ellipse(280, 92, 30, 86, 0.15, fur),
    ellipse(200, 96, 15, 64, -0.15, inner),
    ellipse(280, 96, 15, 64, 0.15, inner),
    ellipse(240, 210, 104, 92, 0, fur),
    ellipse(240, 244, 48, 32, 0, '#ffffff', 0.85),
    ...eyes(240, 196, 44, 12),
    triangle([230, 230], [250, 230], [240, 241], '#e58aa0'),
    ellipse(233, 262, 7, 10, 0, '#ffffff'),
    ellipse(247, 262, 7, 10, 0, '#ffffff'),
  ];
}

function bird({ body, belly, wing }) {
  return [
    ellipse(240, 84, 14, 30, -0.3, wing),
    ellipse(258, 90, 12, 26, 0.3, wing),
    ellipse(240, 196, 104, 112, 0, body),
    ellipse(240, 236, 70, 70, 0, belly),
    ellipse(150, 210, 34, 62, 0.4, wing),
    ellipse(330, 210, 34, 62, -0.4, wing),
    ...eyes(240, 160, 40, 14),
    triangle([222, 188], [258, 188], [240, 218], '#f29b38'),
  ];
}

const ARTISTS = { dog, cat, rabbit, bird };

/** One portrait: species (dog, cat, rabbit, bird), colours and a background pair. */
export function petPortrait({ species, background, seed = 7, ...look }) {
  return render(background, [...scenery(seed), ...ARTISTS[species](look)]);
}
