import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_HEADING_SLOT,
  FIRST_SCREEN_IMAGE_SLOT,
  FIRST_SCREEN_TEXT_SLOT,
  PET_FIRST_SCREEN_KEYS,
  petFactSlot,
  type FirstScreen,
} from '@pawpals/remotes';
import { isStoredImagePath } from '@pawpals/contracts';
import { escapeHtml, jsonForScript } from './share-previews';

const SLOTS = [
  [FIRST_SCREEN_HEADING_SLOT, 'heading'],
  [FIRST_SCREEN_TEXT_SLOT, 'text'],
  [FIRST_SCREEN_IMAGE_SLOT, 'image'],
] as const;

/**
 * A detail page's prerendered template (shell/tools/prerender.mjs) completed with the page's texts and photo,
 * and the same first screen as inline JSON for the shell and the section to draw identically while they
 * hydrate and load (libs/ui firstScreenOf). null when a slot of the template is left without a value (the
 * page has no photo, or the template is another build's): send index.html.
 *
 * The photo's slot is a stored image's path, which the template draws responsive — `src` a variant, `srcset`
 * every served width, `sizes`, fetchpriority="high", and React's own preload of it — so filling in the page's
 * photo path gives the very markup the browser draws for it, attribute for attribute (no hydration mismatch).
 * A photo that is not a stored image would be drawn otherwise (as it is, no srcset): it fills no slot.
 */
export function withFirstScreen(template: string, firstScreen: FirstScreen): string | null {
  if (firstScreen.image !== undefined && !isStoredImagePath(firstScreen.image)) firstScreen = { ...firstScreen, image: undefined };
  const fills: [string, string | undefined][] = [
    ...SLOTS.map(([slot, key]): [string, string | undefined] => [slot, firstScreen[key]]),
    // A pet page's words (LOST/FOUND, last seen, the contact button), in its text and attributes alike.
    ...PET_FIRST_SCREEN_KEYS.map((key): [string, string | undefined] => [petFactSlot(key), firstScreen.pet?.[key]]),
  ];
  let html = template;
  for (const [slot, value] of fills) {
    if (value !== undefined) html = html.split(slot).join(escapeHtml(value));
  }
  if (fills.some(([slot]) => html.includes(slot))) return null;
  const inline = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(firstScreen)}</script>`;
  return html.replace('</head>', () => `    ${inline}\n  </head>`);
}
