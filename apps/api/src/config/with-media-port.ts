import type { AppConfig } from './env';

/**
 * The default media origin names MEDIA_PORT; when that was 0 (a free port, as tests ask for), it
 * must name the port the media listener actually took. An explicit MEDIA_PUBLIC_URL is left alone.
 */
export function withMediaPort(config: AppConfig, env: Record<string, string | undefined>, port: number): AppConfig {
  if (env.MEDIA_PUBLIC_URL?.trim() || config.server.mediaPort !== 0) return config;
  const mediaUrl = new URL(config.public.mediaUrl);
  mediaUrl.port = String(port);
  return { ...config, public: { ...config.public, mediaUrl: mediaUrl.origin }, server: { ...config.server, mediaPort: port } };
}
