#!/usr/bin/env node
// After the browser build: renders the shell's own public pages (prerender.tsx, built for Node by
// rspack.prerender.mjs) into copies of dist/index.html, dist/pages/<page>.html, which the gateway sends for
// those addresses (svc-gateway/src/edge/web/web-apps.ts). The browser hydrates the markup instead of drawing the
// page after its scripts: the first screen is painted from the HTML
// (docs/decisions/0102-prerendered-shell-pages.md). The stylesheet is linked in the head, so that first paint
// is already styled.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(shellDir, 'dist');
const { FIRST_SCREEN_HEADING_SLOT, FIRST_SCREEN_IMAGE_SLOT, FIRST_SCREEN_ROOT_SLOT, FIRST_SCREEN_TEMPLATES, FIRST_SCREEN_TEXT_SLOT, LIST_FIRST_SCREENS, LOCALE_TAGS, LOCALES, localizedPageFile, localizedPath, PET_FIRST_SCREEN_KEYS, petFactSlot, PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS, prerenderedPageFile, renderPage } = createRequire(import.meta.url)(join(shellDir, '.prerender/prerender.cjs'));

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
const stylesheets = readdirSync(dist)
  .filter((file) => file.endsWith('.css'))
  .map((file) => `<link rel="stylesheet" href="/${file}">`)
  .join('');

// Every page in every language (docs/i18n.md): a Spanish page is the same page under /es, in pages/es/.
const page = (markup, locale) =>
  template
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`)
    .replace('</head>', `${stylesheets}</head>`)
    .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`);
const write = (file, locale, html) => {
  const target = join(dist, localizedPageFile(file, locale));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
};

for (const locale of LOCALES) {
  for (const path of PRERENDERED_PATHS) {
    const file = prerenderedPageFile(path);
    if (!file) throw new Error(`${path} cannot be prerendered (see prerenderedPageFile)`);
    write(file, locale, page(await renderPage(localizedPath(path, locale)), locale));
  }
  // Detail pages: one template each, its texts slots the gateway fills with the page's own (web-apps.ts).
  for (const { samplePath: plainSample, file } of FIRST_SCREEN_TEMPLATES) {
    const samplePath = localizedPath(plainSample, locale);
    const pet = Object.fromEntries(PET_FIRST_SCREEN_KEYS.map((key) => [key, petFactSlot(key)]));
    const markup = await renderPage(samplePath, { path: plainSample, heading: FIRST_SCREEN_HEADING_SLOT, text: FIRST_SCREEN_TEXT_SLOT, image: FIRST_SCREEN_IMAGE_SLOT, pet });
    // The gateway fills the slots a page's first screen has, and sends index.html when one is left unfilled.
    if (!markup.includes(FIRST_SCREEN_HEADING_SLOT)) throw new Error(`${samplePath}: the template does not draw its heading`);
    // Its photo is drawn as a stored image is, responsive (srcset), so the gateway fills in a photo's path only.
    if (markup.includes(FIRST_SCREEN_IMAGE_SLOT) && !markup.includes(`srcSet="${FIRST_SCREEN_IMAGE_SLOT}?w=`)) throw new Error(`${samplePath}: the template's photo has no srcset`);
    // A pet page's template draws its head (LOST/FOUND, last seen, the contact button) from the server too.
    if (plainSample.startsWith('/lost-found/') && !markup.includes(`href="${petFactSlot('contactHref')}"`)) throw new Error(`${samplePath}: the template does not draw the pet's contact button`);
    write(file, locale, page(markup, locale));
  }
  // List pages: the app's markup is the gateway's, rendered with the page's first results by this same bundle.
  for (const { file } of Object.values(LIST_FIRST_SCREENS)) write(file, locale, page(FIRST_SCREEN_ROOT_SLOT, locale));
}
const templates = FIRST_SCREEN_TEMPLATES.length + Object.keys(LIST_FIRST_SCREENS).length;
console.log(`prerendered ${PRERENDERED_PATHS.length} pages and ${templates} templates in ${LOCALES.length} languages into shell/dist/pages`);
