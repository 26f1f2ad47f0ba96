import type { LostFoundPet } from '@pawpals/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface FlyerInput {
  pet: LostFoundPet;
  /** The post's page, absolute: printed and in the QR code. */
  postUrl: string;
  /** The photo when it is a JPEG or PNG (what PDF embeds); otherwise the flyer points to the page. */
  photo: Buffer | null;
}

const COLOURS = { lost: '#b91c1c', found: '#0f766e' } as const;
const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : null;

/**
 * One Letter page a neighbour can print for the corner shop: big LOST / FOUND heading, the photo,
 * the name and looks, where and when, how to reach the owner, and a QR code to the post's page.
 */
export async function buildFlyer({ pet, postUrl, photo }: FlyerInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: `${pet.type === 'lost' ? 'Lost' : 'Found'}: ${pet.petName ?? 'pet'}`, Author: 'PawPals' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 96;
  const colour = COLOURS[pet.type];

  doc.fillColor(colour).font('Helvetica-Bold').fontSize(60).text(`${pet.type.toUpperCase()} ${(pet.species ?? 'pet').toUpperCase()}`, { align: 'center' });
  doc.moveDown(0.3);
  if (photo) {
    const top = doc.y;
    doc.image(photo, 48, top, { fit: [width, 280], align: 'center', valign: 'center' });
    doc.y = top + 290;
  } else {
    doc.fillColor('#555555').font('Helvetica').fontSize(14).text('See the photo on the post’s page (scan the code below).', { align: 'center' });
    doc.moveDown();
  }
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(30).text(pet.petName ?? (pet.type === 'lost' ? 'Name unknown' : 'Do you know this pet?'), { align: 'center' });
  const looks = [pet.species, pet.breed, pet.color, pet.size ? `${pet.size} size` : null].filter(Boolean).join(' · ');
  if (looks) doc.font('Helvetica').fontSize(16).text(looks, { align: 'center' });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(14).text(pet.type === 'lost' ? 'Last seen: ' : 'Found at: ', { continued: true }).font('Helvetica').text(pet.lastSeenLocation);
  const when = dateOf(pet.lastSeenDate);
  if (when) doc.font('Helvetica-Bold').text('On: ', { continued: true }).font('Helvetica').text(when);
  doc.moveDown(0.4);
  doc.fontSize(12).fillColor('#333333').text(pet.description.length > 420 ? `${pet.description.slice(0, 419)}…` : pet.description, { width });

  const qr = await QRCode.toBuffer(postUrl, { margin: 1, width: 300, errorCorrectionLevel: 'M' });
  const bottom = doc.page.height - 48 - 130;
  doc.image(qr, doc.page.width - 48 - 130, bottom, { width: 130, height: 130 });
  // A 'messages' poster's phone never goes on paper, even when they print the flyer themselves.
  const phone = pet.contactPreference === 'phone' ? pet.contactInfo : null;
  doc.fillColor(colour).font('Helvetica-Bold').fontSize(22).text(phone ? `Call ${phone}` : 'Message the owner on PawPals', 48, bottom + 10, { width: width - 150 });
  doc.fillColor('#333333').font('Helvetica').fontSize(11).text(`Scan the code or open ${postUrl} to see updates and report a sighting.`, 48, bottom + 50, { width: width - 150 });
  doc.fillColor('#777777').fontSize(10).text('PawPals — Connecting Pet Families', 48, bottom + 105, { width: width - 150 });
  doc.end();
  return done;
}
