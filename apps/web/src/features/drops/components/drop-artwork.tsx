import { AspectRatio, Group, Image, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The drop's artwork: a large preview, and the set's other images to look through. */
export function DropArtwork({ name, imageUrl, previewImages }: { name: string; imageUrl: string | null; previewImages: string[] }) {
  const { t } = useTranslation('studio');
  const images = [...new Set([imageUrl, ...previewImages].filter((url): url is string => url !== null))];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? null;
  return (
    <div data-drop-artwork>
      <AspectRatio ratio={1}>
        {current ? (
          <Image src={current} alt={t('drops.artwork_alt', { name })} radius="lg" fit="cover" />
        ) : (
          <div
            style={{ borderRadius: 16, background: 'linear-gradient(135deg, var(--mantine-color-gray-2), var(--mantine-color-gray-4))' }}
          />
        )}
      </AspectRatio>
      {images.length > 1 ? (
        <Group gap={6} mt="xs">
          {images.map((url, index) => (
            <UnstyledButton key={url} onClick={() => setShown(index)} aria-label={`${index + 1}`} aria-pressed={index === shown}>
              <Image
                src={url}
                alt=""
                w={48}
                h={48}
                radius="sm"
                fit="cover"
                style={{ outline: index === shown ? '2px solid var(--mantine-color-blue-5)' : undefined }}
              />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
