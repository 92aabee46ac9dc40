import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { FileDropZone } from '@/components/file-drop-zone';
import type { FileUploadInput } from '@/lib/api-client';
import { messageOf, notify } from '@/lib/notify';

/**
 * The screens that take one file (the party import, the owner statement run, the company logo) share one
 * panel: what the file is for, the drop zone with the file's problem, the upload's progress, Cancel and
 * Upload. Each screen keeps its checks of the file and what it shows once the file is in.
 */

/** The file the user chose, and why it cannot be sent (null when it can). */
export function useChosenFile(problemOf: (file: File) => string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    file,
    problem,
    choose: (chosen: File | null) => {
      setFile(chosen);
      setProblem(chosen ? problemOf(chosen) : null);
    },
    /** The file to send; none, with the problem shown, while there is no file or it cannot be sent. */
    toSend: (): File | null => {
      if (!file) {
        setProblem('Please select a file');
        return null;
      }
      return problem ? null : file;
    },
    clear: () => {
      setFile(null);
      setProblem(null);
    },
  };
}

export type ChosenFile = ReturnType<typeof useChosenFile>;

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * An upload of one file with its progress (the share sent, 0 to 1, while it runs), which the user can
 * cancel. The mutation is silent: failures are told here, and a canceled upload is not one.
 */
export function useFileUpload<T>(mutation: UseMutationResult<T, Error, FileUploadInput>) {
  const [sent, setSent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  return {
    sent,
    start: (file: File, onDone: (answer: T) => void) => {
      const controller = new AbortController();
      abort.current = controller;
      setSent(0);
      mutation.mutate(
        { file, onProgress: setSent, signal: controller.signal },
        {
          onSuccess: onDone,
          onError: (err) => {
            if (!isAbort(err)) notify.error(messageOf(err));
          },
          onSettled: () => setSent(null),
        },
      );
    },
    cancel: () => abort.current?.abort(),
  };
}

function UploadProgress({ sent, finishing }: { sent: number; finishing?: string }) {
  const percent = Math.round(sent * 100);
  const sending = finishing === undefined || percent < 100;
  return (
    <Box>
      {sending ? (
        <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
      ) : (
        <LinearProgress aria-label={finishing} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
        {sending ? `Uploading… ${percent}%` : finishing}
      </Typography>
    </Box>
  );
}

interface UploadPanelProps {
  chosen: ChosenFile;
  accept: string;
  maxBytes: number;
  tooLargeMessage: string;
  onUpload: () => void;
  /**
   * An upload with progress and Cancel (from useFileUpload), and what its progress says once the file is
   * sent and the server works on it; without it, `busy` says when Upload waits.
   */
  upload?: { sent: number | null; cancel: () => void; finishing?: string };
  busy?: boolean;
  uploadLabel?: string;
  /** Where Cancel leads while nothing is being sent; without it, Cancel shows only during an upload. */
  cancelTo?: string;
  /** What the file is for (and templates to start from), above the drop zone. */
  children: ReactNode;
}

/** What the file is for, the drop zone, the upload's progress, Cancel and Upload. */
export function UploadPanel({
  chosen,
  accept,
  maxBytes,
  tooLargeMessage,
  onUpload,
  upload,
  busy = false,
  uploadLabel = 'Upload',
  cancelTo,
  children,
}: UploadPanelProps) {
  const sent = upload?.sent ?? null;
  const uploading = sent !== null;
  return (
    <Box sx={{ maxWidth: 560, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {children}
      <FileDropZone
        file={chosen.file}
        onFile={chosen.choose}
        accept={accept}
        maxBytes={maxBytes}
        tooLargeMessage={tooLargeMessage}
        error={chosen.problem}
      />
      {uploading && <UploadProgress sent={sent} finishing={upload?.finishing} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {uploading ? (
          <Button onClick={upload?.cancel}>Cancel</Button>
        ) : (
          cancelTo !== undefined && (
            <Button component={RouterLink} to={cancelTo}>
              Cancel
            </Button>
          )
        )}
        <Button variant="contained" onClick={onUpload} disabled={busy || uploading || chosen.problem !== null}>
          {uploadLabel}
        </Button>
      </Box>
    </Box>
  );
}
