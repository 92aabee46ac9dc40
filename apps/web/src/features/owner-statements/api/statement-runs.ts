import { api, type StatementRun } from '@docvue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { uploadFile, type FileUploadInput } from '@/lib/api-client';
import { callQuery, useRouteMutation } from '@/lib/api-queries';
import { downloadFile } from '@/lib/download';

/** `POST /ownerStatements/runs`: the monthly file, with upload progress; answers the queued run. */
const uploadStatementRun = (input: FileUploadInput) => uploadFile(api.uploadStatementRun, input);

/** The page tells about failures itself (a canceled upload is not one). */
export const useUploadStatementRun = () =>
  useRouteMutation(api.uploadStatementRun, { mutationFn: uploadStatementRun, meta: { silent: true } });

export const isRunning = (run: StatementRun | undefined) =>
  run !== undefined && run.status !== 'done' && run.status !== 'failed';

/** How often a run that is still going is read again: the progress bar moves every two seconds. */
export const RUN_POLL_MS = 2000;

/** `GET /ownerStatements/runs/:id`, read again every two seconds while the run goes on. */
export const useStatementRun = (id: number | null) =>
  useQuery({
    ...callQuery(api.getStatementRun, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? RUN_POLL_MS : false),
  });

/** `GET /ownerStatements/runs/:id/errors`: a page of the file's problems, in the file's order. */
export const useStatementRunErrors = (id: number | null, page: number, pageSize: number, enabled: boolean) =>
  useQuery({
    ...callQuery(api.listStatementRunErrors, { params: { id: id ?? 0 }, query: { page, pageSize } }),
    enabled: id !== null && enabled,
    placeholderData: keepPreviousData,
  });

export const downloadStatementTemplate = (format: 'csv' | 'json') =>
  downloadFile(api.downloadStatementTemplate, { query: { format } }, `owner-statement-template.${format}`);
