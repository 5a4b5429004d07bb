import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadedMedia } from '../model/uploaded-media';

/** Shows stored media the way the marketplace will: image, video player or audio player. */
export function MediaPreview({ media }: { media: UploadedMedia }) {
  const { t } = useTranslation();
  if (media.mime.startsWith('video/'))
    return <video src={media.url} controls muted playsInline style={{ maxWidth: '100%', maxHeight: 320 }} data-upload-preview />;
  if (media.mime.startsWith('audio/')) return <audio src={media.url} controls aria-label={t('uploads.audio_file')} data-upload-preview />;
  return <Image src={media.url} alt={t('uploads.preview_alt')} fit="contain" mah={320} w="auto" maw="100%" data-upload-preview />;
}
