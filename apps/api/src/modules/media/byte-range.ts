export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header against an object of `size` bytes (RFC 9110 section 14): one range of
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`. Answers the range to send, 'unsatisfiable' (416) when it
 * starts past the end, or undefined to send the whole object (no header, another unit, several
 * ranges or a malformed one: a server may always ignore Range).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined || header.length > 100) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
