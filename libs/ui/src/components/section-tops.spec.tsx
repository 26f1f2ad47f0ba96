import { renderToString } from 'react-dom/server';
import { FIRST_SCREEN_HEADING_SLOT, FIRST_SCREEN_IMAGE_SIZES, FIRST_SCREEN_IMAGE_SLOT } from '@pawpals/remotes';
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
});
