const labelPattern = /^[A-Za-z0-9]{1,4}$/;
const colorPattern = /^#[0-9a-fA-F]{6}$/;

/**
 * A self-contained SVG badge (coloured circle with a short label) as a data URI. Chain and wallet
 * icons are generated rather than shipped as brand images: nothing may be downloaded, and the web
 * app can still show a recognisable mark before real artwork is added.
 */
export function initialsIcon(label: string, background: string, foreground = '#FFFFFF'): string {
  if (!labelPattern.test(label)) throw new Error(`icon label must be 1-4 letters or digits: "${label}"`);
  if (!colorPattern.test(background) || !colorPattern.test(foreground)) {
    throw new Error(`icon colours must be #RRGGBB: "${background}", "${foreground}"`);
  }
  // Longer labels get a smaller font so they stay inside the 64 px circle.
  const fontSize = [28, 28, 24, 19, 15][label.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${background}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="${foreground}">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
