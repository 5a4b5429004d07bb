import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env';

describe('parseWebEnv', () => {
  it('defaults to the same-origin /v1 API and a neutral name', () => {
    expect(parseWebEnv({})).toEqual({ apiBaseUrl: '/v1', appName: 'NFT Marketplace' });
  });

  it('accepts an absolute API URL and drops trailing slashes', () => {
    expect(parseWebEnv({ VITE_API_BASE_URL: 'https://api.example.org/v1/' }).apiBaseUrl).toBe('https://api.example.org/v1');
  });

  it('lists every invalid value at once', () => {
    expect(() => parseWebEnv({ VITE_API_BASE_URL: 'ftp://x', VITE_APP_NAME: '   ' })).toThrow(/VITE_API_BASE_URL[\s\S]*VITE_APP_NAME/);
  });
});
