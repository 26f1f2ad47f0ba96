import { imageSrcSet } from '@pawpals/contracts';
import { FIRST_SCREEN_HEADING_SLOT, FIRST_SCREEN_IMAGE_SIZES, FIRST_SCREEN_IMAGE_SLOT, FIRST_SCREEN_TEXT_SLOT, petFactSlot } from '@pawpals/remotes';
import { petFirstScreenFacts } from '@pawpals/contracts';
import { withFirstScreen } from './first-screen';

const template = (root: string) =>
  `<html><head><title>PawPals</title></head><body><div id="root">${root}</div></body></html>`;

const PHOTO = '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';

/**
 * A pet page's photo as React draws it (libs/ui PetPagePhoto, whose test checks the template draws the slot
 * this way): its preload, then the <img> with a variant, every served width, `sizes` and a high priority.
 */
const drawnPhoto = (src: string, alt: string) =>
  `<link rel="preload" as="image" imageSrcSet="${imageSrcSet(src)}" imageSizes="${FIRST_SCREEN_IMAGE_SIZES}" fetchPriority="high"/>` +
  `<img alt="${alt}" width="800" height="800" src="${src}?w=960" srcSet="${imageSrcSet(src)}" sizes="${FIRST_SCREEN_IMAGE_SIZES}" loading="eager" fetchPriority="high" decoding="async"/>`;

describe('withFirstScreen', () => {
  it('fills every occurrence of each slot with the value as HTML text and inlines the same first screen', () => {
    const html = withFirstScreen(
      template(`${drawnPhoto(FIRST_SCREEN_IMAGE_SLOT, `Photo of ${FIRST_SCREEN_HEADING_SLOT}`)}<h1>${FIRST_SCREEN_HEADING_SLOT}</h1>`),
      {
        path: '/lost-found/1',
        heading: 'Rex <"$&">',
        image: PHOTO,
      },
    );
    // The responsive photo of the template becomes the page's own, attribute for attribute as the browser draws it.
    expect(html).toContain(`${drawnPhoto(PHOTO, 'Photo of Rex &#60;&#34;$&#38;&#34;&#62;')}<h1>Rex &#60;&#34;$&#38;&#34;&#62;</h1>`);
    expect(html).toContain(`srcSet="${PHOTO}?w=320 320w, ${PHOTO}?w=640 640w, ${PHOTO}?w=960 960w, ${PHOTO}?w=1280 1280w, ${PHOTO}?w=1920 1920w"`);
    expect(html).not.toContain(FIRST_SCREEN_IMAGE_SLOT);
    expect(html).toContain(
      `<script type="application/json" id="pawpals-first-screen">{"path":"/lost-found/1","heading":"Rex \\u003c\\"$&\\">","image":"${PHOTO}"}</script>\n  </head>`,
    );
  });

  it('is null when a slot the template draws has no value (a pet without a photo), so the plain page is sent', () => {
    expect(
      withFirstScreen(template(drawnPhoto(FIRST_SCREEN_IMAGE_SLOT, 'Photo')), {
        path: '/lost-found/1',
        heading: 'Rex',
      }),
    ).toBeNull();
    expect(
      withFirstScreen(template(`<p>${FIRST_SCREEN_TEXT_SLOT}</p>`), { path: '/business/1', heading: 'Vet' }),
    ).toBeNull();
  });

  it('is null for a photo that is not a stored image: the browser draws that one without srcset, so the template cannot be it', () => {
    for (const image of ['/objects/a.jpg', 'https://example.com/rex.jpg']) {
      expect(withFirstScreen(template(drawnPhoto(FIRST_SCREEN_IMAGE_SLOT, 'Photo')), { path: '/lost-found/1', heading: 'Rex', image })).toBeNull();
    }
  });

  it("fills a pet page's words (LOST/FOUND, last seen, the contact button) in text and attributes, and needs all of them", () => {
    const pet = petFirstScreenFacts({
      id: 'b7d0c6a2-4a8e-4b43-9b6f-1f0f7a9c2d11',
      type: 'lost',
      status: 'active',
      lastSeenLocation: 'Riverside Park & 5th',
      lastSeenDate: '2026-11-20T00:00:00.000Z',
      contactPreference: 'phone',
      contactInfo: '(512) 555-0142',
    });
    const drawn =
      `<span data-kind="${petFactSlot('kind')}">${petFactSlot('badge')}</span><p>${petFactSlot('whereLabel')} ${petFactSlot('where')}</p>` +
      `<p>${petFactSlot('whenLabel')} ${petFactSlot('when')}</p><a data-contact="${petFactSlot('contact')}" href="${petFactSlot('contactHref')}">${petFactSlot('contactLabel')}</a>`;
    const html = withFirstScreen(template(`<h1>${FIRST_SCREEN_HEADING_SLOT}</h1>${drawn}`), { path: '/lost-found/1', heading: 'Rex', pet });
    expect(html).toContain(
      '<h1>Rex</h1><span data-kind="lost">Lost</span><p>Last seen at Riverside Park &#38; 5th</p>' +
        '<p>Last seen on Friday, November 20, 2026</p><a data-contact="phone" href="tel:5125550142">Call (512) 555-0142</a>',
    );
    expect(withFirstScreen(template(`<h1>${FIRST_SCREEN_HEADING_SLOT}</h1>${drawn}`), { path: '/lost-found/1', heading: 'Rex' })).toBeNull();
  });
});
