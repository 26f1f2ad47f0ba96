import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { PageLoadBoundary } from './PageLoadBoundary';

function Broken(): never {
  throw new Error('Loading chunk 42 failed');
}

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to);
  }, [navigate, to]);
  return null;
}

describe('PageLoadBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('contains a page that failed to load, and lets the next page render', async () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/about']}>
        <PageLoadBoundary>
          <Routes>
            <Route path="/about" element={<Broken />} />
            <Route path="/faqs" element={<p>FAQ page</p>} />
          </Routes>
        </PageLoadBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
    expect(screen.getByText(/unavailable/i)).toBeTruthy();

    rerender(
      <MemoryRouter initialEntries={['/about']}>
        <GoTo to="/faqs" />
        <PageLoadBoundary>
          <Routes>
            <Route path="/about" element={<Broken />} />
            <Route path="/faqs" element={<p>FAQ page</p>} />
          </Routes>
        </PageLoadBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('FAQ page')).toBeTruthy();
  });
});
