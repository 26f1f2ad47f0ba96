// The directory keeps the placeholder (ThumbHash) the gateway computed for a business's
// logo and for each gallery photo (RpcRequest.uploads, by /objects/<id> path) and answers it with them.
import { SUBJECTS, type Actor, type Business, type BusinessPhoto, type ProcessedImage } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';

let h: ServiceHarness;

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

let n = 0;
const image = () => `/objects/00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const processed = (placeholder: string): ProcessedImage => ({ width: 800, height: 800, placeholder });
const logoPlaceholderOf = async (id: string) => (await h.db.query('SELECT logo_placeholder FROM businesses WHERE id = $1', [id])).rows[0].logo_placeholder;

describe('the logo’s placeholder', () => {
  let owner: Actor;
  let business: Business;

  it('is stored with the logo a new business names, and answered as photoPlaceholder', async () => {
    owner = await h.person('Lola', 'Logo');
    const logoUrl = image();
    business = await h.call<Business>('createBusiness', {
      actor: owner,
      body: { name: 'Logo Grooming', category: 'groomer', city: 'Austin', state: 'TX', logoUrl },
      uploads: { [logoUrl]: processed('LOGO1') },
    });
    expect(business).toMatchObject({ logoUrl, photoPlaceholder: 'LOGO1' });
    expect(await h.call('getBusiness', { params: { id: business.id } })).toMatchObject({ photoPlaceholder: 'LOGO1' });
    const found = (await h.call<Business[]>('searchBusinesses', { query: { city: 'Austin', state: 'TX' } })).find((b) => b.id === business.id);
    expect(found).toMatchObject({ photoPlaceholder: 'LOGO1' });
  });

  it('follows the logo on an update: a new logo brings its own, the same logo keeps it, no logo clears it', async () => {
    const update = (body: Record<string, unknown>, uploads?: Record<string, ProcessedImage>) =>
      h.call<Business>('updateBusiness', { actor: owner, params: { id: business.id }, body, uploads });
    expect(await update({ description: 'Now with a description' })).toMatchObject({ photoPlaceholder: 'LOGO1' });
    expect(await update({ logoUrl: business.logoUrl })).toMatchObject({ photoPlaceholder: 'LOGO1' });
    const second = image();
    expect(await update({ logoUrl: second }, { [second]: processed('LOGO2') })).toMatchObject({ logoUrl: second, photoPlaceholder: 'LOGO2' });
    const unknown = image();
    expect(await update({ logoUrl: unknown })).toMatchObject({ logoUrl: unknown, photoPlaceholder: null });
    expect(await update({ logoUrl: null })).toMatchObject({ logoUrl: null, photoPlaceholder: null });
  });

  it('is stored by PUT /api/business-logo (the gateway’s setBusinessLogo request carries uploads)', async () => {
    const logoUrl = image();
    const b = await h.callSubject<Business>(SUBJECTS.directory.setBusinessLogo, { actor: owner, body: { logoUrl }, uploads: { [logoUrl]: processed('LOGO3') } });
    expect(b).toMatchObject({ logoUrl, photoPlaceholder: 'LOGO3' });
    expect(await logoPlaceholderOf(business.id)).toBe('LOGO3');
    // The same logo again without word from the gateway keeps what was known.
    await h.callSubject<Business>(SUBJECTS.directory.setBusinessLogo, { actor: owner, body: { logoUrl } });
    expect(await logoPlaceholderOf(business.id)).toBe('LOGO3');
  });

  it('is null for a business without a logo, whatever the gateway says', async () => {
    const other = await h.person('Nora', 'Nologo');
    const stray = image();
    const b = await h.call<Business>('createBusiness', { actor: other, body: { name: 'No Logo Vets', category: 'veterinarian' }, uploads: { [stray]: processed('STRAY') } });
    expect(b).toMatchObject({ logoUrl: null, photoPlaceholder: null });
  });
});

describe('a gallery photo’s placeholder', () => {
  it('is stored with the photo, answered with it in the gallery and the business, and moves with it', async () => {
    const owner = await h.person('Gus', 'Gallery');
    const business = await h.call<Business>('createBusiness', { actor: owner, body: { name: 'Gallery Park', category: 'park' } });
    const [first, second] = [image(), image()];
    await h.call('addBusinessPhoto', { actor: owner, body: { photoUrl: first }, uploads: { [first]: processed('PH1') } });
    const gallery = await h.call<BusinessPhoto[]>('addBusinessPhoto', { actor: owner, body: { photoUrl: second } });
    expect(gallery).toEqual([
      { id: expect.any(String), url: first, placeholder: 'PH1' },
      { id: expect.any(String), url: second, placeholder: null },
    ]);
    expect((await h.call<Business>('getBusiness', { params: { id: business.id } })).photos).toEqual(gallery);
    const reordered = await h.call<BusinessPhoto[]>('reorderBusinessPhotos', { actor: owner, body: { photoIds: [gallery[1].id, gallery[0].id] } });
    expect(reordered.map((p) => p.placeholder)).toEqual([null, 'PH1']);
  });
});
