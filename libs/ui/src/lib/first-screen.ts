import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@pawpals/remotes';

let inline: FirstScreen | null | undefined;

/**
 * The first screen the server wrote into this page's HTML for `pathname` (FIRST_SCREEN_ELEMENT_ID, gateway), or
 * null: on another address (the visitor has navigated since), without a DOM, or when there is none.
 */
export function firstScreenOf(pathname: string): FirstScreen | null {
  if (inline === undefined) {
    try {
      const parsed: unknown = JSON.parse(
        globalThis.document?.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent ?? 'null',
      );
      const { path, heading, text, image } = (parsed ?? {}) as Partial<FirstScreen>;
      const optional = (value: unknown) => value === undefined || typeof value === 'string';
      inline =
        typeof path === 'string' && typeof heading === 'string' && optional(text) && optional(image)
          ? { path, heading, text, image }
          : null;
    } catch {
      inline = null;
    }
  }
  return inline && inline.path === pathname.replace(/(.)\/+$/, '$1') ? inline : null;
}
