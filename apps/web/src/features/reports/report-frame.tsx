import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { reportTexts } from '@shop/contracts/report-catalogue';
import { useReportFile } from './use-report-file';

interface Props {
  filename: string;
  title: string;
  /** The extract screen's frame is 800 high and 80% wide (back office section 9). */
  extract?: boolean;
}

/** A report in an iframe once built, with a button to download the file; a progress bar while it builds. */
export function ReportFrame({ filename, title, extract }: Props) {
  const { url, download, progress, error } = useReportFile(filename);
  if (error) return <Alert color="red" title="Oops!">{error}</Alert>;
  if (!url)
    return (
      <Stack gap="xs" aria-live="polite">
        <Text>{reportTexts.building}</Text>
        <Progress value={Math.max(5, progress)} animated aria-label={`Report progress ${progress}%`} />
      </Stack>
    );
  return (
    <Stack gap="xs">
      <iframe
        title={title}
        src={url}
        style={
          extract
            ? { width: '80%', height: 800, border: '1px solid var(--mantine-color-gray-3)', alignSelf: 'center' }
            : { width: '100%', height: 800, border: '1px solid var(--mantine-color-gray-3)' }
        }
      />
      {/* A phone's browser may show no PDF inside a frame: the file itself is one tap away. */}
      <Group>
        <Button component="a" variant="default" href={download ?? url} download={`${title}.${extract ? 'csv' : 'pdf'}`} leftSection={<IconDownload size={18} aria-hidden />}>
          {extract ? 'Download CSV' : 'Download PDF'}
        </Button>
      </Group>
    </Stack>
  );
}
