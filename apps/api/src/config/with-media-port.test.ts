import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { withMediaPort } from './with-media-port';

describe('withMediaPort', () => {
  it('puts the port the media listener took into the default media origin when MEDIA_PORT was 0', () => {
    const env = { PORT: '0', MEDIA_PORT: '0' };
    const config = withMediaPort(loadConfig(env), env, 41234);
    expect(config.public.mediaUrl).toBe('http://127.0.0.1:41234');
    expect(config.server.mediaPort).toBe(41234);
  });

  it('leaves an explicit MEDIA_PUBLIC_URL or a fixed MEDIA_PORT alone', () => {
    const explicit = { MEDIA_PORT: '0', MEDIA_PUBLIC_URL: 'https://media.example' };
    expect(withMediaPort(loadConfig(explicit), explicit, 41234).public.mediaUrl).toBe('https://media.example');
    const fixed = { MEDIA_PORT: '4001' };
    expect(withMediaPort(loadConfig(fixed), fixed, 4001).public.mediaUrl).toBe('http://127.0.0.1:4001');
  });
});
