import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface GoogleRequest {
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/**
 * A local stand-in for places.googleapis.com speaking the Places API (New) wire format: 20 places a
 * page over three pages; a city named Throttleville answers 429, Brokenburg 500.
 */
export function startFakeGoogle(port: number, requests: GoogleRequest[]): Server {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ body, headers: req.headers });
      res.setHeader('Content-Type', 'application/json');
      if (req.url !== '/v1/places:searchText' || req.method !== 'POST') return void res.writeHead(404).end('{}');
      if (String(body.textQuery).includes('Throttleville')) {
        return void res.writeHead(429).end(JSON.stringify({ error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }));
      }
      if (String(body.textQuery).includes('Brokenburg')) {
        return void res.writeHead(500).end(JSON.stringify({ error: { code: 500, message: 'Internal error', status: 'INTERNAL' } }));
      }
      const page = Number(body.pageToken ?? 0);
      const places = Array.from({ length: body.pageSize as number }, (_, i) => {
        const n = page * 20 + i;
        return {
          id: `ChIJ-test-${n}`,
          displayName: { text: `Test Vet ${n}`, languageCode: 'en' },
          formattedAddress: `${n} Ocean Dr, Miami, FL 33139, USA`,
          addressComponents: [
            { longText: 'Miami', shortText: 'Miami', types: ['locality', 'political'] },
            { longText: 'Florida', shortText: 'FL', types: ['administrative_area_level_1', 'political'] },
          ],
          nationalPhoneNumber: '(305) 555-0100',
          rating: 4.5,
          location: { latitude: 25.77, longitude: -80.13 },
        };
      });
      res.end(JSON.stringify({ places, ...(page < 2 ? { nextPageToken: String(page + 1) } : {}) }));
    });
  });
  server.listen(port, '127.0.0.1');
  return server;
}
