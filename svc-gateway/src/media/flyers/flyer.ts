import { PET_SPECIES_ES, type Locale, type LostFoundPet, type PetSize, type PetSpecies } from '@pawpals/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface FlyerInput {
  pet: LostFoundPet;
  /** The post's page, absolute: printed and in the QR code. */
  postUrl: string;
  /** The photo when it is a JPEG or PNG (what PDF embeds); otherwise the flyer points to the page. */
  photo: Buffer | null;
  /** The flyer's language (docs/decisions/0151-server-speaks-spanish.md); English when absent. */
  locale?: Locale;
}

const COLOURS = { lost: '#b91c1c', found: '#0f766e' } as const;
const dateOf = (iso: string | null, locale: Locale) =>
  iso ? new Date(iso).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : null;

const SIZES_ES: Record<PetSize, string> = { small: 'pequeño', medium: 'mediano', large: 'grande' };

/** The flyer's words per language; the poster's own words (name, breed, colour, place, description) stay as typed. */
interface FlyerWords {
  title(pet: LostFoundPet): string;
  heading(pet: LostFoundPet): string;
  seePhoto: string;
  noName(pet: LostFoundPet): string;
  looks(pet: LostFoundPet): string;
  where(pet: LostFoundPet): string;
  on: string;
  call(phone: string): string;
  message: string;
  scan(postUrl: string): string;
  tagline: string;
}

const speciesEs = (species: string | null) => (species ? (PET_SPECIES_ES[species as PetSpecies] ?? species) : 'mascota');
const lostOrFoundEs = (pet: LostFoundPet) => {
  const feminine = ['ave', 'mascota'].includes(speciesEs(pet.species));
  return (pet.type === 'lost' ? 'perdid' : 'encontrad') + (feminine ? 'a' : 'o');
};

const WORDS: Record<Locale, FlyerWords> = {
  en: {
    title: (pet) => `${pet.type === 'lost' ? 'Lost' : 'Found'}: ${pet.petName ?? 'pet'}`,
    heading: (pet) => `${pet.type.toUpperCase()} ${(pet.species ?? 'pet').toUpperCase()}`,
    seePhoto: 'See the photo on the post’s page (scan the code below).',
    noName: (pet) => (pet.type === 'lost' ? 'Name unknown' : 'Do you know this pet?'),
    looks: (pet) => [pet.species, pet.breed, pet.color, pet.size ? `${pet.size} size` : null].filter(Boolean).join(' · '),
    where: (pet) => (pet.type === 'lost' ? 'Last seen: ' : 'Found at: '),
    on: 'On: ',
    call: (phone) => `Call ${phone}`,
    message: 'Message the owner on PawPals',
    scan: (postUrl) => `Scan the code or open ${postUrl} to see updates and report a sighting.`,
    tagline: 'PawPals — Connecting Pet Families',
  },
  es: {
    // The badge of the pages (docs/i18n.md glossary).
    title: (pet) => `${pet.type === 'lost' ? 'PERDIDO' : 'ENCONTRADO'}: ${pet.petName ?? 'mascota'}`,
    heading: (pet) => `${speciesEs(pet.species)} ${lostOrFoundEs(pet)}`.toUpperCase(),
    seePhoto: 'Mira la foto en la página de la publicación (escanea el código de abajo).',
    noName: (pet) => (pet.type === 'lost' ? 'Nombre desconocido' : '¿Conoces a esta mascota?'),
    looks: (pet) =>
      [pet.species ? speciesEs(pet.species) : null, pet.breed, pet.color, pet.size ? `tamaño ${SIZES_ES[pet.size as PetSize] ?? pet.size}` : null]
        .filter(Boolean)
        .join(' · '),
    where: (pet) => (pet.type === 'lost' ? 'Se vio por última vez en: ' : 'Se encontró en: '),
    on: 'Fecha: ',
    call: (phone) => `Llama al ${phone}`,
    message: 'Escríbele al dueño en PawPals',
    scan: (postUrl) => `Escanea el código o abre ${postUrl} para ver novedades y reportar un avistamiento.`,
    tagline: 'PawPals — Conectando familias con mascotas',
  },
};

/**
 * One Letter page a neighbour can print for the corner shop: big LOST / FOUND heading, the photo,
 * the name and looks, where and when, how to reach the owner, and a QR code to the post's page.
 */
export async function buildFlyer({ pet, postUrl, photo, locale = 'en' }: FlyerInput): Promise<Buffer> {
  const words = WORDS[locale];
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, ...(locale === 'en' ? {} : { lang: locale }), info: { Title: words.title(pet), Author: 'PawPals' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 96;
  const colour = COLOURS[pet.type];

  doc.fillColor(colour).font('Helvetica-Bold').fontSize(60).text(words.heading(pet), { align: 'center' });
  doc.moveDown(0.3);
  if (photo) {
    const top = doc.y;
    doc.image(photo, 48, top, { fit: [width, 280], align: 'center', valign: 'center' });
    doc.y = top + 290;
  } else {
    doc.fillColor('#555555').font('Helvetica').fontSize(14).text(words.seePhoto, { align: 'center' });
    doc.moveDown();
  }
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(30).text(pet.petName ?? words.noName(pet), { align: 'center' });
  const looks = words.looks(pet);
  if (looks) doc.font('Helvetica').fontSize(16).text(looks, { align: 'center' });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(14).text(words.where(pet), { continued: true }).font('Helvetica').text(pet.lastSeenLocation);
  const when = dateOf(pet.lastSeenDate, locale);
  if (when) doc.font('Helvetica-Bold').text(words.on, { continued: true }).font('Helvetica').text(when);
  doc.moveDown(0.4);
  doc.fontSize(12).fillColor('#333333').text(pet.description.length > 420 ? `${pet.description.slice(0, 419)}…` : pet.description, { width });

  const qr = await QRCode.toBuffer(postUrl, { margin: 1, width: 300, errorCorrectionLevel: 'M' });
  const bottom = doc.page.height - 48 - 130;
  doc.image(qr, doc.page.width - 48 - 130, bottom, { width: 130, height: 130 });
  // A 'messages' poster's phone never goes on paper, even when they print the flyer themselves.
  const phone = pet.contactPreference === 'phone' ? pet.contactInfo : null;
  doc.fillColor(colour).font('Helvetica-Bold').fontSize(22).text(phone ? words.call(phone) : words.message, 48, bottom + 10, { width: width - 150 });
  doc.fillColor('#333333').font('Helvetica').fontSize(11).text(words.scan(postUrl), 48, bottom + 50, { width: width - 150 });
  doc.fillColor('#777777').fontSize(10).text(words.tagline, 48, bottom + 105, { width: width - 150 });
  doc.end();
  return done;
}
