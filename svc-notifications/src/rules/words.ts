/**
 * Every text svc-notifications writes into a notification (the bell, and from it the pushes and the mails),
 * in each language a member may choose (docs/decisions/0151-server-speaks-spanish.md). One typed table per
 * language: a text missing in Spanish does not compile. English is the spec's, word for word; Spanish follows
 * docs/i18n.md (tú, the glossary). People's own words (names, places, breeds, colours, subjects) stay as typed.
 */
import { PET_SPECIES_ES, type AppointmentStatus, type Locale, type PetPostType, type PetSpecies } from '@pawpals/contracts';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Mon, Mar 14, 15:30 UTC" / "lun, 14 de mar, 15:30 UTC". */
function when(iso: string, locale: Locale): string {
  return (
    new Date(iso).toLocaleString(locale === 'es' ? 'es-US' : 'en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'UTC',
    }) + ' UTC'
  );
}

/** A species in Spanish ("perro"), and whether its adjectives are feminine ("ave perdida", "mascota encontrada"). */
function speciesEs(species: string | null | undefined): { noun: string; feminine: boolean } {
  const noun = species ? (PET_SPECIES_ES[species as PetSpecies] ?? species) : 'mascota';
  return { noun, feminine: noun === 'ave' || noun === 'mascota' };
}
const lostOrFoundEs = (type: PetPostType, feminine: boolean) => (type === 'lost' ? 'perdid' : 'encontrad') + (feminine ? 'a' : 'o');

/** The reasons svc-pets gives for a possible match, in Spanish (an unknown one stays as it came). */
const MATCH_REASONS_ES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Same species$/, () => 'Misma especie'],
  [/^Colour: (.*)$/, (m) => `Color: ${m[1]}`],
  [/^Breed: (.*)$/, (m) => `Raza: ${m[1]}`],
  [/^Same size$/, () => 'Mismo tamaño'],
  [/^Both male$/, () => 'Ambos machos'],
  [/^Both female$/, () => 'Ambas hembras'],
  [/^Same part of town as the last seen place$/, () => 'En la misma zona donde se vio por última vez'],
  [/^About (\S+) mi from the last seen place$/, (m) => `A unas ${m[1]} millas de donde se vio por última vez`],
  [/^(\S+) mi from the last seen place$/, (m) => `A ${m[1]} millas de donde se vio por última vez`],
  [/^Found the day it was lost$/, () => 'Encontrado el mismo día en que se perdió'],
  [/^Found 1 day after it was lost$/, () => 'Encontrado 1 día después de perderse'],
  [/^Found (\d+) days after it was lost$/, (m) => `Encontrado ${m[1]} días después de perderse`],
];
export function matchReasonEs(reason: string): string {
  for (const [pattern, say] of MATCH_REASONS_ES) {
    const m = pattern.exec(reason);
    if (m) return say(m);
  }
  return reason;
}

interface PetWords {
  type: PetPostType;
  species?: string | null;
  petName?: string | null;
}

/** What the rules, the alert fan-out and the reminders say, per language. */
export interface NotificationWords {
  welcome(firstName: string, business: boolean): { title: string; message: string };
  /** Who did it, when the event does not name them. */
  someone: { reviewer: string; customer: string; neighbour: string; poster: string };
  newReview(businessName: string, reviewer: string, rating: number, avgRating: number): { title: string; message: string };
  appointmentRequested(customer: string, petName: string | null, at: string): { title: string; message: string };
  appointmentCancelledByVisitor(customer: string, at: string): { title: string; message: string };
  appointmentStatus: Partial<Record<AppointmentStatus, (business: string, at: string) => { title: string; message: string }>>;
  reviewAnswered(businessName: string): string;
  inquiryReceived(customer: string, subject: string): { title: string; message: string };
  inquiryReplied(businessName: string, subject: string): { title: string; message: string };
  postModerated(pet: PetWords & { approved: boolean }): { title: string; message: string };
  sighting(pet: PetWords & { who: string; location: string; seenAt: string }): { title: string; message: string };
  petMessage(pet: PetWords & { who: string }): { title: string; message: string };
  nearYouTitle(post: PetWords): string;
  nearYouMessage(post: PetWords & { color?: string | null; breed?: string | null; lastSeenLocation?: string | null }): string;
  possibleMatchTitle(match: PetWords): string;
  possibleMatchMessage(match: PetWords & { distanceMiles: number | null; reasons: string[] }): string;
  reminder(businessName: string, appointmentDate: Date): { title: string; message: string };
}

const placeOf = (location: string | null | undefined) => (location ?? '').trim().replace(/[.\s]+$/, '');

export const NOTIFICATION_WORDS: Record<Locale, NotificationWords> = {
  en: {
    welcome: (firstName, business) => ({
      title: `Welcome to PawPals, ${firstName}!`,
      message: business
        ? 'Create your business profile so pet families nearby can find you.'
        : 'Find trusted groomers, vets, pet stores and parks near you, and help lost pets get home.',
    }),
    someone: { reviewer: 'A pet parent', customer: 'A customer', neighbour: 'A neighbour', poster: 'The poster' },
    newReview: (businessName, reviewer, rating, avgRating) => ({
      title: `New review for ${businessName}`,
      message: `${reviewer} rated you ${rating} star${rating === 1 ? '' : 's'}. Your average is now ${avgRating.toFixed(1)}.`,
    }),
    appointmentRequested: (customer, petName, at) => ({
      title: 'New appointment request',
      message: `${customer} asked for an appointment${petName ? ` for ${petName}` : ''} on ${when(at, 'en')}. Confirm or decline it.`,
    }),
    appointmentCancelledByVisitor: (customer, at) => ({
      title: 'Appointment cancelled',
      message: `${customer} cancelled their appointment on ${when(at, 'en')}. The time is free again.`,
    }),
    appointmentStatus: {
      confirmed: (b, at) => ({ title: 'Appointment confirmed', message: `${b} confirmed your appointment on ${when(at, 'en')}. See you there!` }),
      cancelled: (b, at) => ({ title: 'Appointment declined', message: `${b} couldn't take your appointment on ${when(at, 'en')}. You can request another time.` }),
      completed: (b) => ({ title: 'Appointment completed', message: `Thanks for visiting ${b}! How did it go? Leave a review to help other pet families.` }),
    },
    reviewAnswered: (businessName) => `${businessName} answered your review`,
    inquiryReceived: (customer, subject) => ({ title: `New message from ${customer}`, message: `“${subject}” — reply from your business page.` }),
    inquiryReplied: (businessName, subject) => ({ title: `${businessName} replied`, message: `You have a new reply about “${subject}”.` }),
    postModerated: ({ approved, petName, type }) => {
      const pet = petName ? `${petName}` : `your ${type} pet`;
      return approved
        ? { title: 'Your post is live', message: `The post about ${pet} is now visible to the community. We hope for a quick reunion!` }
        : { title: 'Your post was not approved', message: `The post about ${pet} did not meet our guidelines. Check the details and post again.` };
    },
    sighting: ({ petName, type, species, who, location, seenAt }) => ({
      title: `New sighting of ${petName ?? (type === 'lost' ? 'your lost pet' : 'the pet you found')}`,
      message: `${who} saw ${petName ?? `your ${type} ${species ?? 'pet'}`} at ${location} (${when(seenAt, 'en')}).`,
    }),
    petMessage: ({ petName, type, who }) => {
      const about = petName ?? (type === 'lost' ? 'a lost pet' : 'a found pet');
      return { title: `New message about ${about}`, message: `${who} wrote to you about ${about}. Read and reply from your dashboard.` };
    },
    nearYouTitle: (post) => `${capitalised(post.type)} ${post.species ?? 'pet'} near you`,
    nearYouMessage: (post) => {
      const looks = [post.color, post.breed ?? post.species ?? 'pet'].filter(Boolean).join(' ');
      const article = /^[aeiou]/i.test(looks) ? 'an' : 'a';
      const place = placeOf(post.lastSeenLocation);
      const where = place ? ` at ${place}` : ' near you';
      if (post.type === 'found') return `${capitalised(`${article} ${looks}`)} was found${where}. Do you know whose it is?`;
      const who = post.petName ? `${post.petName}, ${article} ${looks},` : capitalised(`${article} ${looks}`);
      return `${who} was last seen${where}. Keep an eye out!`;
    },
    possibleMatchTitle: (match) => `Possible match for ${match.petName ?? `your ${match.type} ${match.species ?? 'pet'}`}`,
    possibleMatchMessage: (match) => {
      const other = match.type === 'lost' ? 'found' : 'lost';
      const distance = match.distanceMiles !== null ? ` ${match.distanceMiles} mi away` : '';
      const pet = match.petName ?? `your ${match.species ?? 'pet'}`;
      const why = match.reasons.slice(0, 3).join(', ');
      return `A ${other} ${match.species ?? 'pet'}${distance} may be ${pet}${why ? `: ${why}` : ''}. Take a look.`;
    },
    reminder: (businessName, at) => ({
      title: 'Appointment reminder',
      message: `Your appointment at ${businessName} is coming up at ${at.toISOString().slice(11, 16)} UTC on ${at.toDateString()}.`,
    }),
  },
  es: {
    welcome: (firstName, business) => ({
      title: `¡Te damos la bienvenida a PawPals, ${firstName}!`,
      message: business
        ? 'Crea el perfil de tu negocio para que las familias con mascotas de tu zona te encuentren.'
        : 'Encuentra peluquerías caninas, veterinarios, tiendas de mascotas y parques de confianza cerca de ti, y ayuda a que las mascotas perdidas vuelvan a casa.',
    }),
    someone: { reviewer: 'Alguien', customer: 'Alguien', neighbour: 'Un vecino', poster: 'Quien publicó la mascota' },
    newReview: (businessName, reviewer, rating, avgRating) => ({
      title: `Nueva reseña para ${businessName}`,
      message: `${reviewer} te dio ${rating} estrella${rating === 1 ? '' : 's'}. Tu calificación promedio ahora es ${avgRating.toFixed(1)}.`,
    }),
    appointmentRequested: (customer, petName, at) => ({
      title: 'Nueva solicitud de cita',
      message: `${customer} pidió una cita${petName ? ` para ${petName}` : ''} el ${when(at, 'es')}. Confírmala o recházala.`,
    }),
    appointmentCancelledByVisitor: (customer, at) => ({
      title: 'Cita cancelada',
      message: `${customer} canceló su cita del ${when(at, 'es')}. Ese horario vuelve a estar libre.`,
    }),
    appointmentStatus: {
      confirmed: (b, at) => ({ title: 'Cita confirmada', message: `${b} confirmó tu cita del ${when(at, 'es')}. ¡Te esperan!` }),
      cancelled: (b, at) => ({ title: 'Cita rechazada', message: `${b} no pudo aceptar tu cita del ${when(at, 'es')}. Puedes pedir otro horario.` }),
      completed: (b) => ({ title: 'Cita completada', message: `¡Gracias por visitar ${b}! ¿Cómo te fue? Deja una reseña para ayudar a otras familias con mascotas.` }),
    },
    reviewAnswered: (businessName) => `${businessName} respondió a tu reseña`,
    inquiryReceived: (customer, subject) => ({ title: `Nuevo mensaje de ${customer}`, message: `“${subject}”: responde desde la página de tu negocio.` }),
    inquiryReplied: (businessName, subject) => ({ title: `${businessName} te respondió`, message: `Tienes una respuesta nueva sobre “${subject}”.` }),
    postModerated: ({ approved, petName, type }) => {
      const pet = petName ?? `tu mascota ${lostOrFoundEs(type, true)}`;
      return approved
        ? { title: 'Tu publicación ya está visible', message: `La publicación sobre ${pet} ya es visible para la comunidad. ¡Esperamos un pronto reencuentro!` }
        : { title: 'Tu publicación no fue aprobada', message: `La publicación sobre ${pet} no cumple nuestras normas. Revisa los datos y vuelve a publicarla.` };
    },
    sighting: ({ petName, type, species, who, location, seenAt }) => {
      const { noun, feminine } = speciesEs(species);
      return {
        title: `Nuevo avistamiento de ${petName ?? (type === 'lost' ? 'tu mascota perdida' : 'la mascota que encontraste')}`,
        message: `${who} vio a ${petName ?? `tu ${noun} ${lostOrFoundEs(type, feminine)}`} en ${location} (${when(seenAt, 'es')}).`,
      };
    },
    petMessage: ({ petName, type, who }) => {
      const about = petName ?? (type === 'lost' ? 'una mascota perdida' : 'una mascota encontrada');
      return { title: `Nuevo mensaje sobre ${about}`, message: `${who} te escribió sobre ${about}. Léelo y responde desde tu panel.` };
    },
    nearYouTitle: (post) => {
      const { noun, feminine } = speciesEs(post.species);
      return `${capitalised(noun)} ${lostOrFoundEs(post.type, feminine)} cerca de ti`;
    },
    nearYouMessage: (post) => {
      const { noun, feminine } = speciesEs(post.species);
      const looks = [post.breed ?? noun, post.color].filter(Boolean).join(' ');
      const article = !post.breed && feminine ? 'una' : 'un';
      const place = placeOf(post.lastSeenLocation);
      const where = place ? ` en ${place}` : ' cerca de ti';
      if (post.type === 'found') return `Alguien encontró ${article} ${looks}${where}. ¿Sabes de quién es?`;
      const who = post.petName ? `${post.petName}, ${article} ${looks},` : capitalised(`${article} ${looks}`);
      return `${who} se vio por última vez${where}. ¡Mantén los ojos abiertos!`;
    },
    possibleMatchTitle: (match) => {
      const { noun, feminine } = speciesEs(match.species);
      return `Posible coincidencia para ${match.petName ?? `tu ${noun} ${lostOrFoundEs(match.type, feminine)}`}`;
    },
    possibleMatchMessage: (match) => {
      const { noun, feminine } = speciesEs(match.species);
      const other = lostOrFoundEs(match.type === 'lost' ? 'found' : 'lost', feminine);
      const distance = match.distanceMiles !== null ? ` a ${match.distanceMiles} millas` : '';
      const pet = match.petName ?? `tu ${noun}`;
      const why = match.reasons.slice(0, 3).map(matchReasonEs).join(', ');
      return `${feminine ? 'Una' : 'Un'} ${noun} ${other}${distance} podría ser ${pet}${why ? `: ${why}` : ''}. Échale un vistazo.`;
    },
    reminder: (businessName, at) => ({
      title: 'Recordatorio de cita',
      message: `Tu cita en ${businessName} es pronto: a las ${at.toISOString().slice(11, 16)} UTC del ${at.toLocaleDateString('es-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}.`,
    }),
  },
};
