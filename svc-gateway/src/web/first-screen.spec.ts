import { FIRST_SCREEN_HEADING_SLOT, FIRST_SCREEN_IMAGE_SLOT, FIRST_SCREEN_TEXT_SLOT } from '@pawpals/remotes';
import { withFirstScreen } from './first-screen';

const template = (root: string) =>
  `<html><head><title>PawPals</title></head><body><div id="root">${root}</div></body></html>`;

describe('withFirstScreen', () => {
  it('fills every occurrence of each slot with the value as HTML text and inlines the same first screen', () => {
    const html = withFirstScreen(
      template(
        `<img src="${FIRST_SCREEN_IMAGE_SLOT}" alt="Photo of ${FIRST_SCREEN_HEADING_SLOT}"/><h1>${FIRST_SCREEN_HEADING_SLOT}</h1>`,
      ),
      {
        path: '/lost-found/1',
        heading: 'Rex <"$&">',
        image: '/objects/a.jpg',
      },
    );
    expect(html).toContain(
      '<img src="/objects/a.jpg" alt="Photo of Rex &#60;&#34;$&#38;&#34;&#62;"/><h1>Rex &#60;&#34;$&#38;&#34;&#62;</h1>',
    );
    expect(html).toContain(
      '<script type="application/json" id="pawpals-first-screen">{"path":"/lost-found/1","heading":"Rex \\u003c\\"$&\\">","image":"/objects/a.jpg"}</script>\n  </head>',
    );
  });

  it('is null when a slot the template draws has no value (a pet without a photo), so the plain page is sent', () => {
    expect(
      withFirstScreen(template(`<img src="${FIRST_SCREEN_IMAGE_SLOT}"/>`), {
        path: '/lost-found/1',
        heading: 'Rex',
      }),
    ).toBeNull();
    expect(
      withFirstScreen(template(`<p>${FIRST_SCREEN_TEXT_SLOT}</p>`), { path: '/business/1', heading: 'Vet' }),
    ).toBeNull();
  });
});
