import { renderToString } from 'react-dom/server';
import { FIRST_SCREEN_HEADING_SLOT, FIRST_SCREEN_IMAGE_SIZES, FIRST_SCREEN_IMAGE_SLOT, PET_FIRST_SCREEN_KEYS, petFactSlot, type PetFirstScreenWords } from '@pawpals/remotes';
import { PetPageSkeleton } from './section-tops';

const PHOTO = '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';

describe('PetPageSkeleton (the pet page’s first screen)', () => {
  it('draws the photo responsive and first: srcset, sizes, width/height, fetchpriority="high", and React’s preload of it', () => {
    const html = renderToString(<PetPageSkeleton first={{ heading: 'Rex', image: PHOTO }} />);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${PHOTO}?w=960"`);
    expect(img).toContain(`srcSet="${PHOTO}?w=320 320w, ${PHOTO}?w=640 640w, ${PHOTO}?w=960 960w, ${PHOTO}?w=1280 1280w, ${PHOTO}?w=1920 1920w"`);
    expect(img).toContain(`sizes="${FIRST_SCREEN_IMAGE_SIZES}"`);
    expect(img).toContain('width="800" height="800"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"\/>/);
  });

  it('from the template’s slots, filled in as the gateway fills them, is exactly the markup drawn for the page (no hydration mismatch)', () => {
    const template = renderToString(<PetPageSkeleton first={{ heading: FIRST_SCREEN_HEADING_SLOT, image: FIRST_SCREEN_IMAGE_SLOT }} />);
    const filled = template.split(FIRST_SCREEN_HEADING_SLOT).join('Rex').split(FIRST_SCREEN_IMAGE_SLOT).join(PHOTO);
    expect(filled).toBe(renderToString(<PetPageSkeleton first={{ heading: 'Rex', image: PHOTO }} />));
    expect(template).toContain(`srcSet="${FIRST_SCREEN_IMAGE_SLOT}?w=320 320w`);
  });

  it('draws the head first (LOST/FOUND, name, last seen, the contact button) and the filled-in slots are the page’s markup, attributes too', () => {
    const words: PetFirstScreenWords = {
      kind: 'lost',
      badge: 'Lost',
      whereLabel: 'Last seen at',
      where: 'Riverside Park',
      whenLabel: 'Last seen on',
      when: 'Friday, November 20, 2026',
      contact: 'phone',
      contactLabel: 'Call 512 555 0142',
      contactHref: 'tel:5125550142',
    };
    const slots = Object.fromEntries(PET_FIRST_SCREEN_KEYS.map((key) => [key, petFactSlot(key)])) as PetFirstScreenWords;
    let filled = renderToString(<PetPageSkeleton first={{ heading: FIRST_SCREEN_HEADING_SLOT, image: FIRST_SCREEN_IMAGE_SLOT, pet: slots }} />);
    for (const key of PET_FIRST_SCREEN_KEYS) filled = filled.split(petFactSlot(key)).join(words[key]);
    filled = filled.split(FIRST_SCREEN_HEADING_SLOT).join('Rex').split(FIRST_SCREEN_IMAGE_SLOT).join(PHOTO);
    const page = renderToString(<PetPageSkeleton first={{ heading: 'Rex', image: PHOTO, pet: words }} />);
    expect(filled).toBe(page);
    // The name, where and when and the Call link come before the photo (a phone's first screen).
    const order = ['data-kind="lost"', '<h1', 'Riverside Park', 'Friday, November 20, 2026', 'href="tel:5125550142"', '<img '].map((text) => page.indexOf(text));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
  });
});
