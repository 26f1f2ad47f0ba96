import { FIRST_SCREEN_ELEMENT_ID, PET_FIRST_SCREEN_KEYS, type FirstScreen, type PetFirstScreenWords } from '@pawpals/remotes';

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
      const { path, heading, text, image, pet } = (parsed ?? {}) as Partial<FirstScreen>;
      const optional = (value: unknown) => value === undefined || typeof value === 'string';
      inline =
        typeof path === 'string' && typeof heading === 'string' && optional(text) && optional(image) && petWordsOrNone(pet)
          ? { path, heading, text, image, pet }
          : null;
    } catch {
      inline = null;
    }
  }
  return inline && inline.path === pathname.replace(/(.)\/+$/, '$1') ? inline : null;
}

/** A pet page's words are all there and all strings, or absent. */
function petWordsOrNone(pet: unknown): pet is PetFirstScreenWords | undefined {
  if (pet === undefined) return true;
  return typeof pet === 'object' && pet !== null && PET_FIRST_SCREEN_KEYS.every((key) => typeof (pet as Record<string, unknown>)[key] === 'string');
}
