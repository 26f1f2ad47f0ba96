import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refuses before any handler runs, answered in our JSON error shape. */
const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * `clientError` listener of the gateway's HTTP server: a malformed request (or one whose headers are
 * too large) gets a JSON `{message}` and the connection is closed. A request in progress on the same
 * connection (an upload followed by garbage) sees the close and cleans up after itself.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  // An answer already under way on this connection cannot be followed by another (Node's own check).
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = REFUSALS[err.code ?? ''] ?? [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
