import type { Business } from '@pawpals/contracts';
import { photoPlaceholderOf } from '../components/photo';

/** A business card's picture: the first gallery photo, else the logo, else none (the category tile stays). */
export function coverOf(business: Pick<Business, 'photos' | 'logoUrl' | 'photoPlaceholder'>) {
  const [photo] = business.photos;
  if (photo) return { url: photo.url, placeholder: photoPlaceholderOf(photo, 'placeholder'), isLogo: false };
  if (business.logoUrl)
    return { url: business.logoUrl, placeholder: photoPlaceholderOf(business), isLogo: true };
  return null;
}
