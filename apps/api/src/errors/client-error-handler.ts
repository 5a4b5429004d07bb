import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translate } from '../i18n/messages';

/**
 * Answers requests Node cannot even parse (broken HTTP, oversized headers, header time-out) with the
 * failure envelope instead of Fastify's own JSON shape. There is no request yet, so no locale.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ code: status, error: 'bad_request', message: translate('bad_request', 'en') });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
