import { removedByModeratorText, type ContentTakedownChanged, type TakedownContentType } from '@pawpals/contracts';

const WHAT: Record<TakedownContentType, string> = {
  lost_found_pet: 'pet post',
  review: 'review',
  business: 'business listing',
  sighting: 'sighting',
  business_photo: 'business photo',
  pet_message: 'message',
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

/** What the author of taken-down (or restored) content is told, in the bell and by mail. */
export function moderationNotice(t: ContentTakedownChanged, change: 'removed' | 'restored'): { title: string; message: string; link: string } {
  const what = WHAT[t.contentType];
  return change === 'removed'
    ? {
        title: `Your ${what} was removed by a moderator`,
        message: `“${t.title}” is no longer public. ${removedByModeratorText(t.reason)}`,
        link: AUTHOR_PAGE[t.contentType](t),
      }
    : { title: `Your ${what} is back`, message: `A moderator restored “${t.title}”: it is public again.`, link: AUTHOR_PAGE[t.contentType](t) };
}
