/**
 * The bytes Nabox signs for a message (docs/nuls.md): a non-empty, lower-case, even-length hex string is
 * read as hex; anything else is UTF-8. This is why a challenge must contain a non-hex character.
 */
export function nulsMessageBytes(message: string): Uint8Array {
  if (isLowerHex(message)) {
    const bytes = new Uint8Array(message.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(message.slice(i * 2, i * 2 + 2), 16);
    return bytes;
  }
  return new TextEncoder().encode(message);
}

function isLowerHex(message: string): boolean {
  return message.length > 0 && message.length % 2 === 0 && /^[0-9a-f]+$/.test(message);
}

/** Only the first 32 message bytes are signed; shorter messages as they are. */
export function nulsSignedDigest(message: string): Uint8Array {
  return nulsMessageBytes(message).slice(0, 32);
}
