import { useRef, useState } from 'react';
import { Button, Card, Center, Group, Image, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { imageTexts, sameFileType, uploadTexts } from '@shop/contracts/catalogue-texts';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../app/paths';
import { confirmDialog } from '../../../lib/dialogs';
import { showFailure } from '../../../lib/show-failure';
import { useSession } from '../../auth/session-store';
import { deleteImage, uploadFile } from '../api/upload-file';
import type { SavedState, UploadState } from '../components/use-catalogue-actions';

/** Reads a chosen image's pixel size in the browser. */
const sizeOf = (url: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('The file is not a picture.'));
    img.src = url;
  });

/** The image upload screen (sections 2.10, 4.12, 5.8): a 250x250 tap area, preview, Change, Delete and Save. */
export default function ImageUploadPage() {
  const state = useLocation().state as UploadState | null;
  const navigate = useNavigate();
  const rule = useSession((s) => s.detail?.assets.find((a) => a.assettype === state?.assettype));
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ file: File; url: string } | null>(null);
  const [hasImage, setHasImage] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  if (!state) return <Navigate to={paths.staffHome} replace />;
  const done = (message: string) => navigate(paths.imageUploadSuccess, { state: { message, back: state.back } satisfies SavedState });
  const choose = async (f: File | undefined) => {
    if (!f || !rule) return;
    const url = URL.createObjectURL(f);
    const dims = await sizeOf(url).catch(() => null);
    const wrong = !sameFileType(f.type || f.name.split('.').pop() || '', rule.filetype)
      ? uploadTexts.wrongType(state.assettype, rule.filetype)
      : f.size > rule.maxsize * 1024 * 1024
        ? uploadTexts.tooBig(rule.maxsize)
        : !dims || dims.width !== rule.width || dims.height !== rule.height
          ? uploadTexts.wrongSize(rule.width, rule.height)
          : null;
    setProblem(wrong);
    setFile(wrong ? null : { file: f, url });
  };
  const save = async () => {
    if (!file) return;
    try {
      setProgress(0);
      done((await uploadFile(state.assettype, state.assetid, file.file, setProgress)).message);
    } catch (err) {
      setProgress(null);
      await showFailure(err);
    }
  };
  const remove = async () => {
    if (!(await confirmDialog({ title: 'Delete!', message: imageTexts.deleteConfirm, confirm: 'Delete', danger: true }))) return;
    try {
      done((await deleteImage(state.assettype, state.assetid)).message);
    } catch (err) {
      await showFailure(err);
    }
  };
  const preview = file?.url ?? (hasImage ? `/media/${state.kind}/${encodeURIComponent(state.image)}` : null);
  return (
    <PageContainer title={`Image: ${state.name}`} size="sm">
      <Card withBorder>
        <Stack align="center" gap="md">
          <UnstyledButton onClick={() => input.current?.click()} aria-label={`Choose an image for ${state.name}`} w={250} h={250} style={{ border: '2px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}>
            {preview ? (
              <Image src={preview} alt={`${state.name} image`} w={246} h={246} fit="contain" onError={() => !file && setHasImage(false)} />
            ) : (
              <Center h="100%">
                <Stack align="center" gap={4}>
                  <IconPhotoPlus size={40} aria-hidden />
                  <Text size="sm">Tap to choose an image</Text>
                </Stack>
              </Center>
            )}
          </UnstyledButton>
          <input ref={input} type="file" hidden accept={rule ? `image/${rule.filetype}` : 'image/*'} data-testid="image-file" onChange={(e) => void choose(e.currentTarget.files?.[0])} />
          {rule && (
            <Text size="sm" c="dimmed">
              {rule.filetype.toUpperCase()}, {rule.width} x {rule.height} px, under {rule.maxsize}MB
            </Text>
          )}
          {problem && (
            <Text c="red" role="alert">
              {problem}
            </Text>
          )}
          {progress !== null && <Progress value={progress * 100} w="100%" aria-label="Upload progress" />}
          <Group>
            {hasImage && !file && (
              <>
                <Button variant="default" onClick={() => input.current?.click()}>
                  Change
                </Button>
                <Button color="red" variant="light" onClick={() => void remove()}>
                  Delete
                </Button>
              </>
            )}
            {file && (
              <Button onClick={() => void save()} loading={progress !== null}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </PageContainer>
  );
}
