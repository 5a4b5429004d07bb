import { Box, Button, Group, Input, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { acceptAttribute } from '@nft/shared';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUpload } from '../hooks/use-media-upload';
import { describeLimit } from '../model/describe-limit';
import type { UploadedMedia, UploadKind } from '../model/uploaded-media';
import { MediaPreview } from './media-preview';
import classes from './media-upload.module.css';

export type MediaUploadProps = {
  kind: UploadKind;
  value: UploadedMedia | null;
  onChange: (media: UploadedMedia | null) => void;
  label: string;
  /** A form's own message for this field (e.g. "This field is required"). */
  error?: string;
  required?: boolean;
};

/**
 * An upload slot of a form: drop a file or pick one, see the accepted types, maximum and
 * recommended size, watch the upload progress, then a preview of what was stored.
 */
export function MediaUpload({ kind, value, onChange, label, error, required }: MediaUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { state, upload, clear } = useMediaUpload(kind, onChange);
  const limit = describeLimit(kind);
  const shownError = state.status === 'failed' ? state.message : error;

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  return (
    <Input.Wrapper label={label} required={required} error={shownError} labelProps={{ htmlFor: inputId }} data-upload-kind={kind}>
      <Stack gap={6} mt={4}>
        <Text size="xs" c="dimmed" data-upload-hint>
          {limit.recommended ? `${t('uploads.recommended', limit.recommended)} · ` : ''}
          {t('uploads.formats', { formats: limit.formats, size: limit.size })}
        </Text>
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          accept={acceptAttribute(kind)}
          data-upload-input
          onChange={(event) => {
            choose(event.currentTarget.files);
            // Choosing the same file again after clearing must fire change again.
            event.currentTarget.value = '';
          }}
        />
        {value ? (
          <Box className={classes.preview}>
            <MediaPreview media={value} />
          </Box>
        ) : (
          <UnstyledButton
            className={classes.zone}
            data-dragging={dragging || undefined}
            data-invalid={shownError ? true : undefined}
            disabled={state.status === 'uploading'}
            onClick={() => input.current?.click()}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <Text size="sm">
              {state.status === 'uploading'
                ? t('uploads.uploading', { percent: Math.round(state.fraction * 100) })
                : t('uploads.drop_or_choose')}
            </Text>
          </UnstyledButton>
        )}
        {state.status === 'uploading' && (
          <Progress
            value={state.fraction * 100}
            animated={state.fraction >= 1}
            aria-label={t('uploads.progress_label')}
            data-upload-progress
          />
        )}
        {value && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => input.current?.click()} disabled={state.status === 'uploading'}>
              {t('uploads.replace')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={clear} data-upload-clear>
              {t('uploads.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
