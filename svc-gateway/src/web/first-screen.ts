import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_HEADING_SLOT,
  FIRST_SCREEN_TEXT_SLOT,
  type FirstScreen,
} from '@pawpals/remotes';
import { escapeHtml, jsonForScript } from './share-previews';

/** Replaces the one `slot` in `html` with `text` as HTML text; null when `slot` is not there exactly once. */
function fillSlot(html: string | null, slot: string, text: string): string | null {
  const parts = html?.split(slot);
  return parts?.length === 2 ? parts.join(escapeHtml(text)) : null;
}

/**
 * A detail page's prerendered template (shell/tools/prerender.mjs) completed with the page's texts, and the
 * same first screen as inline JSON for the shell and the section to draw identically while they hydrate and
 * load (libs/ui firstScreenOf). null when the template lacks a slot (another build): send index.html.
 */
export function withFirstScreen(template: string, firstScreen: FirstScreen): string | null {
  const filled = fillSlot(
    fillSlot(template, FIRST_SCREEN_HEADING_SLOT, firstScreen.heading),
    FIRST_SCREEN_TEXT_SLOT,
    firstScreen.text,
  );
  const inline = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(firstScreen)}</script>`;
  return filled?.replace('</head>', () => `    ${inline}\n  </head>`) ?? null;
}
