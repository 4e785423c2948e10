import { useState } from 'react';
import {
  imageKeyParamsSchema,
  imageMaxBytes,
  type AdminImage,
} from '@shared/contracts/admin-content';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { TextField } from '@/components/form/fields';
import { FileUpload } from '@/components/form/file-upload';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useAdminImages } from '../api/get-images';
import { useUploadImage } from '../api/upload-image';

const maxText = `${imageMaxBytes / 1024 / 1024} MB`;

function ImageCard({ image }: { image: AdminImage }) {
  const token = useAdminToken();
  const upload = useUploadImage(token);
  return (
    <li
      aria-label={image.key}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-center gap-4">
        <img
          src={image.url}
          alt={image.altText ?? image.key}
          className="size-20 rounded-md bg-muted object-contain"
        />
        <div className="min-w-0">
          <p className="font-semibold">{image.key}</p>
          <p className="text-sm text-muted-foreground">
            Version {image.version} · {image.contentType ?? 'unknown type'} ·{' '}
            {formatDateTime(image.updatedAt)}
          </p>
          <a
            href={image.url}
            target="_blank"
            rel="noreferrer"
            className="block truncate text-xs text-primary underline"
            data-testid="image-url"
          >
            {image.url}
          </a>
        </div>
      </div>
      <FileUpload
        id={`image-${image.key}`}
        label={`Replace ${image.key}`}
        hint={`PNG, JPG, WebP or SVG, at most ${maxText}.`}
        onUpload={async (file) => {
          const saved = await upload.mutateAsync({ key: image.key, file });
          toast.success('Image Replaced', `${saved.image.key}, version ${saved.image.version}`);
        }}
      />
    </li>
  );
}

function NewImage() {
  const token = useAdminToken();
  const upload = useUploadImage(token);
  const [key, setKey] = useState('');
  const keyError =
    key === '' ? undefined : imageKeyParamsSchema.safeParse({ key }).error?.issues[0]?.message;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-border p-4">
      <p className="font-semibold">Add an image</p>
      <TextField
        id="new-image-key"
        label="Key"
        value={key}
        onChange={setKey}
        error={keyError}
        hint="e.g. footer_logo, hero_background"
      />
      <FileUpload
        id="new-image-file"
        label="File"
        hint={`PNG, JPG, WebP or SVG, at most ${maxText}.`}
        onUpload={async (file) => {
          const parsed = imageKeyParamsSchema.safeParse({ key });
          if (!parsed.success)
            throw new Error(parsed.error.issues[0]?.message ?? 'Enter a key first.');
          const saved = await upload.mutateAsync({ key: parsed.data.key, file });
          toast.success('Image Uploaded', saved.image.key);
          setKey('');
        }}
      />
    </div>
  );
}

/** Admin section 'Images': the image registry by key; an upload replaces the image everywhere. */
export function ImagesContentSection() {
  const token = useAdminToken();
  const list = useAdminImages(token);
  if (list.isError) return <LoadError what="images" />;
  if (list.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Images" className="grid gap-4 lg:grid-cols-2">
        {list.data.items.map((image) => (
          <ImageCard key={image.key} image={image} />
        ))}
      </ul>
      <NewImage />
    </div>
  );
}
