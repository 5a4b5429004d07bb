/** A contest id from the URL: a positive whole number, else undefined (the page says the contest does not exist). */
export function parseContestId(text: string | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}
