import { describe, expect, it } from 'vitest';
import { deferAppStyles } from './defer-app-styles';

const transform = (html: string): string => {
  const hook = deferAppStyles().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe('deferAppStyles', () => {
  it("turns the entry's style sheet into a marked preload and leaves scripts and other links as they are", () => {
    const html =
      '<link rel="icon" href="/favicon.svg" />\n' +
      '<script type="module" crossorigin src="/assets/shell-A1.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/shell-B2.css">\n';
    expect(transform(html)).toBe(
      '<link rel="icon" href="/favicon.svg" />\n' +
        '<script type="module" crossorigin src="/assets/shell-A1.js"></script>\n' +
        '<link rel="preload" as="style" crossorigin href="/assets/shell-B2.css" data-app-styles>\n',
    );
  });
});
