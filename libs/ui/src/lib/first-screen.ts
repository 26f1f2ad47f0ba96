import { FIRST_SCREEN_ELEMENT_ID, PET_FIRST_SCREEN_KEYS, type FirstScreen, type FirstScreenResults, type PetFirstScreenWords } from '@pawpals/remotes';

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
      const { path, heading, text, image, pet, results } = (parsed ?? {}) as Partial<FirstScreen>;
      const optional = (value: unknown) => value === undefined || typeof value === 'string';
      inline =
        typeof path === 'string' && optional(heading) && optional(text) && optional(image) && petWordsOrNone(pet) && resultsOrNone(results)
          ? { path, heading, text, image, pet, results }
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

/** A list page's first results are a list of the kind it names, or absent. */
function resultsOrNone(results: unknown): results is FirstScreenResults | undefined {
  if (results === undefined) return true;
  const r = results as Partial<Record<string, unknown>> | null;
  if (r?.kind === 'businesses') return Array.isArray(r.businesses) && typeof r.count === 'number';
  if (r?.kind === 'pets') return Array.isArray(r.pets);
  return false;
}
