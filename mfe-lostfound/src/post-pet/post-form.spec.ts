import { lostFoundPetSchema } from '@pawpals/contracts';
import { POST_PET_DEFAULTS, REQUIRED_POST_FIELDS, canSubmitPost, toCreatePayload, todayInputValue, type PostPetFormValues } from './post-form';

const COVER = '/objects/0b8f6b7e-3c2a-4d5e-9f10-123456789abc';
const SECOND = '/objects/1c9f7c8f-4d3b-4e6f-8a21-23456789abcd';

const complete: PostPetFormValues = {
  ...POST_PET_DEFAULTS,
  description: 'Small tan beagle, very friendly',
  lastSeenLocation: 'Riverside Park',
  lastSeenDate: '2024-05-02',
  photoUrl: COVER,
  photoUrls: [COVER, SECOND],
  contactInfo: '(512) 555-0142',
};

describe('post form rules', () => {
  it('defaults to a lost post showing the phone, with every field empty and no pin', () => {
    expect(POST_PET_DEFAULTS.type).toBe('lost');
    expect(POST_PET_DEFAULTS.contactPreference).toBe('phone');
    const { type: _type, contactPreference: _preference, latitude, longitude, photoUrls, ...texts } = POST_PET_DEFAULTS;
    for (const value of Object.values(texts)) expect(value).toBe('');
    expect([latitude, longitude]).toEqual([null, null]);
    expect(photoUrls).toEqual([]);
  });

  it('enables submit only when description, location, date, photo and phone are all filled', () => {
    expect(REQUIRED_POST_FIELDS).toEqual(['description', 'lastSeenLocation', 'lastSeenDate', 'photoUrl', 'contactInfo']);
    expect(canSubmitPost(complete, false)).toBe(true);
    for (const field of REQUIRED_POST_FIELDS) {
      expect(canSubmitPost({ ...complete, [field]: '' }, false)).toBe(false);
      expect(canSubmitPost({ ...complete, [field]: '   ' }, false)).toBe(false);
    }
    expect(canSubmitPost(POST_PET_DEFAULTS, false)).toBe(false);
  });

  it('needs one stored photo at least', () => {
    expect(canSubmitPost({ ...complete, photoUrl: '', photoUrls: [] }, false)).toBe(false);
  });

  it('does not need the optional fields', () => {
    expect(canSubmitPost({ ...complete, petName: '', breed: '', color: '', collarInfo: '' }, false)).toBe(true);
  });

  it('disables submit while the post is being created', () => {
    expect(canSubmitPost(complete, true)).toBe(false);
  });

  it('sends blank optional fields as null and the date as an ISO timestamp, and no pin when none was set', () => {
    const parsed = lostFoundPetSchema.parse(complete);
    const payload = toCreatePayload(parsed);
    expect(payload).toEqual({
      type: 'lost',
      petName: null,
      breed: null,
      color: null,
      description: 'Small tan beagle, very friendly',
      collarInfo: null,
      lastSeenLocation: 'Riverside Park',
      lastSeenDate: '2024-05-02T00:00:00.000Z',
      photoUrls: [COVER, SECOND],
      photoUrl: COVER,
      contactInfo: '(512) 555-0142',
      contactPreference: 'phone',
      species: null,
      size: null,
      sex: null,
      microchipped: null,
    });
    expect('latitude' in payload).toBe(false);
  });

  it('sends the chosen details and the pin', () => {
    const parsed = lostFoundPetSchema.parse({ ...complete, species: 'dog', size: 'small', sex: 'male', microchipped: 'yes', latitude: 30.2669, longitude: -97.7729 });
    expect(toCreatePayload(parsed)).toMatchObject({ species: 'dog', size: 'small', sex: 'male', microchipped: 'yes', latitude: 30.2669, longitude: -97.7729 });
  });

  it('sends "messages only" when the poster keeps the phone private (the phone is still sent, for admins)', () => {
    const parsed = lostFoundPetSchema.parse({ ...complete, contactPreference: 'messages' });
    expect(toCreatePayload(parsed)).toMatchObject({ contactPreference: 'messages', contactInfo: '(512) 555-0142' });
  });

  it('shows the contract messages for each missing required field', () => {
    const result = lostFoundPetSchema.safeParse(POST_PET_DEFAULTS);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Description is required',
        'Last seen location is required',
        'Last seen date is required',
        'Pet photo is required',
        'Contact phone number is required',
      ]),
    );
  });

  it("offers today (the visitor's local day) as the latest date", () => {
    expect(todayInputValue(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(todayInputValue(new Date(2024, 11, 31, 0, 1))).toBe('2024-12-31');
  });
});
