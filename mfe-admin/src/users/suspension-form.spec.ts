import { suspensionInput } from './suspension-form';

const now = new Date('2026-11-27T12:00:00Z');

describe('the Suspend dialog input', () => {
  it('needs a reason, trimmed', () => {
    expect(suspensionInput('   ', '', now)).toEqual({ error: 'Please give a reason for the suspension' });
    expect(suspensionInput('  Scam posts ', '', now)).toEqual({ reason: 'Scam posts' });
  });

  it('sends an optional end as an ISO time, refusing one that is not in the future', () => {
    const later = new Date(now.getTime() + 86_400_000);
    const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T${String(later.getHours()).padStart(2, '0')}:${String(later.getMinutes()).padStart(2, '0')}`;
    expect(suspensionInput('Spam', local, now)).toEqual({ reason: 'Spam', until: later.toISOString() });
    expect(suspensionInput('Spam', '2026-11-27T00:00', new Date('2026-11-28T00:00:00'))).toEqual({ error: 'Until must be in the future' });
    expect(suspensionInput('Spam', 'soon', now)).toEqual({ error: 'Until must be a date and time' });
  });
});
