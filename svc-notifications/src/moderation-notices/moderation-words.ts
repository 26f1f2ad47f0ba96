import { removedByModeratorText, type ContentTakedownChanged, type Locale, type TakedownContentType } from '@pawpals/contracts';

/** What the author's content is called, per language (docs/decisions/0151-server-speaks-spanish.md). */
const WHAT: Record<Locale, Record<TakedownContentType, string>> = {
  en: {
    lost_found_pet: 'pet post',
    review: 'review',
    business: 'business listing',
    sighting: 'sighting',
    business_photo: 'business photo',
    pet_message: 'message',
  },
  es: {
    lost_found_pet: 'publicación de mascota',
    review: 'reseña',
    business: 'ficha del negocio',
    sighting: 'avistamiento',
    business_photo: 'foto del negocio',
    pet_message: 'mensaje',
  },
};

/** Where the author sees their content (with the mark while it is down). */
const AUTHOR_PAGE: Record<TakedownContentType, (t: ContentTakedownChanged) => string> = {
  lost_found_pet: (t) => t.link ?? '/dashboard',
  sighting: (t) => t.link ?? '/dashboard',
  review: () => '/dashboard',
  business: () => '/my-business',
  business_photo: () => '/my-business',
  pet_message: () => '/dashboard#pet-messages',
};

/** What the author of taken-down (or restored) content is told, in the bell and by mail, in their language. */
export function moderationNotice(t: ContentTakedownChanged, change: 'removed' | 'restored', locale: Locale = 'en'): { title: string; message: string; link: string } {
  const what = WHAT[locale][t.contentType];
  const link = AUTHOR_PAGE[t.contentType](t);
  if (locale === 'es') {
    return change === 'removed'
      ? { title: `Un moderador retiró tu ${what}`, message: `“${t.title}” ya no se muestra públicamente. Motivo de la moderación: ${t.reason}`, link }
      : { title: `Un moderador restauró tu ${what}`, message: `Un moderador restauró “${t.title}”: vuelve a estar visible para todos.`, link };
  }
  return change === 'removed'
    ? { title: `Your ${what} was removed by a moderator`, message: `“${t.title}” is no longer public. ${removedByModeratorText(t.reason)}`, link }
    : { title: `Your ${what} is back`, message: `A moderator restored “${t.title}”: it is public again.`, link };
}
