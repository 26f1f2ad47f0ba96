import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LostFoundPet, ReportedContent } from '@pawpals/contracts';
import { callUrl } from '@pawpals/api-client';
import { useToastStore } from '@pawpals/ui';
import { ModerationPage } from './ModerationPage';

const pet = (n: number): LostFoundPet =>
  ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'lost',
    status: 'active',
    approvalStatus: 'pending',
    petName: `Pet ${n}`,
    breed: 'Beagle',
    color: 'Tan',
    species: 'dog',
    description: 'Slipped his harness',
    collarInfo: null,
    lastSeenLocation: 'Riverside Park',
    lastSeenDate: null,
    photoUrl: null,
    photoUrls: [],
    photoPlaceholder: null,
    photoPlaceholders: [],
    contactInfo: '(512) 555-0142',
    contactPreference: 'phone',
    createdAt: '2026-11-20T10:00:00.000Z',
  }) as unknown as LostFoundPet;

const report: ReportedContent = {
  id: '10000000-0000-4000-8000-000000000001',
  contentType: 'business',
  contentId: '20000000-0000-4000-8000-000000000001',
  reason: 'Wrong phone number',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  content: null,
} as ReportedContent;

const PETS_URL = callUrl('listPendingLostFoundPets', { query: {} });
const PETS_COUNT_URL = callUrl('getPendingLostFoundPetsCount');
const REPORTS_URL = callUrl('listReportedContent', { query: {} });
const REPORTS_COUNT_URL = callUrl('getReportedContentCount');
const MEMBERS_URL = callUrl('listMembers', { query: { limit: '100' } });
const approveUrl = (id: string) => callUrl('moderateLostFoundPet', { params: { id }, body: { approvalStatus: 'approved' } });

type Answer = { status: number; body: unknown; link?: string } | 'never';
let calls: { method: string; url: string }[] = [];
/** What the server answers, by "METHOD url"; a list of answers is used in turn (the last one stays). */
let answers: Record<string, Answer | Answer[]> = {};
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const method = init.method ?? 'GET';
  calls.push({ method, url });
  const listed = answers[`${method} ${url}`];
  const answer = (Array.isArray(listed) ? (listed.length > 1 ? listed.shift() : listed[0]) : listed) ?? { status: 500, body: { message: `unexpected ${method} ${url}` } };
  if (answer === 'never') return new Promise<Response>(() => undefined);
  const text = JSON.stringify(answer.body);
  const headers = new Headers(answer.link ? { Link: answer.link } : {});
  return { ok: answer.status < 300, status: answer.status, statusText: '', text: async () => text, json: async () => JSON.parse(text), headers } as Response;
});

const firstPage = Array.from({ length: 50 }, (_, i) => pet(i + 1));
const NEXT = `<${PETS_URL}?cursor=abc>; rel="next"`;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <ModerationPage />
    </QueryClientProvider>,
  );
}

const gets = (url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length;

beforeEach(() => {
  calls = [];
  answers = {
    [`GET ${PETS_URL}`]: { status: 200, body: firstPage, link: NEXT },
    [`GET ${REPORTS_URL}`]: { status: 200, body: [report] },
    [`GET ${MEMBERS_URL}`]: { status: 200, body: [] },
  };
  global.fetch = fetchMock as unknown as typeof fetch;
  useToastStore.setState({ toasts: [] });
});

describe('Moderation tabs', () => {
  it('count every pending item from the services, not the 50 rows of the first page', async () => {
    answers[`GET ${PETS_COUNT_URL}`] = { status: 200, body: { count: 120 } };
    answers[`GET ${REPORTS_COUNT_URL}`] = { status: 200, body: { count: 1 } };
    renderPage();
    await screen.findByRole('tab', { name: 'Pending Pets (120)' });
    await screen.findByRole('tab', { name: 'Reported Content (1)' });
    expect(screen.getAllByTestId('pending-pet')).toHaveLength(50);
  });

  it('while a count is on its way, show the loaded rows only when they are the whole list', async () => {
    answers[`GET ${PETS_COUNT_URL}`] = 'never';
    answers[`GET ${REPORTS_COUNT_URL}`] = 'never';
    renderPage();
    await screen.findAllByTestId('pending-pet');
    // 50 loaded and more to come: not a number that is too small.
    expect(screen.getByRole('tab', { name: 'Pending Pets (…)' })).toBeTruthy();
    // One report and no next page: that is every report.
    expect(screen.getByRole('tab', { name: 'Reported Content (1)' })).toBeTruthy();
  });

  it('approving a post lowers the count at once and reads it again from the service', async () => {
    answers[`GET ${PETS_COUNT_URL}`] = [
      { status: 200, body: { count: 120 } },
      { status: 200, body: { count: 119 } },
    ];
    answers[`GET ${REPORTS_COUNT_URL}`] = { status: 200, body: { count: 1 } };
    answers[`PATCH ${approveUrl(firstPage[0].id)}`] = { status: 200, body: { ...firstPage[0], approvalStatus: 'approved' } };
    renderPage();
    await screen.findByRole('tab', { name: 'Pending Pets (120)' });
    const row = screen.getAllByTestId('pending-pet')[0];
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await screen.findByRole('tab', { name: 'Pending Pets (119)' });
    await waitFor(() => expect(gets(PETS_COUNT_URL)).toBe(2));
    expect(screen.getByRole('tab', { name: 'Pending Pets (119)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reported Content (1)' })).toBeTruthy();
  });
});
