import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { ErrorCode } from '@docvue/contracts';
import { Readable } from 'node:stream';
import type { CheckedFile } from '../../access/files.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { AppError } from '../../lib/errors.js';
import { imageToPdf } from '../../ocr/index.js';
import { openBlob, readBlob } from '../../files/blob-bytes.js';

/*
 * Showing an attachment as a PDF, with bounded work (docs/history.md §19: four parallel conversions of a
 * 300 MB .docx raised memory from 0.6 to 2.9 GB, read whole before LibreOffice was even found
 * missing). In order: is there a converter, is the file small enough, is there a free slot; only
 * then is the file touched, and an office file goes to LibreOffice from disk, never through memory.
 */

/** Larger files are offered for download only. */
export const conversionLimits = {
  officeMaxBytes: 50 * 1024 * 1024,
  /** Images are converted in memory (pdf-lib embeds them whole). */
  imageMaxBytes: 25 * 1024 * 1024,
  /** Conversions at once in this process; two cores. */
  concurrent: 2,
  /** Waiting beyond those; more are told to try again. */
  waiting: 8,
};

const run = promisify(execFile);

let libreOffice: Promise<boolean> | undefined;
/** Whether LibreOffice is installed, asked once. */
const hasLibreOffice = () =>
  (libreOffice ??= run('soffice', ['--version'], { timeout: 20_000 }).then(
    () => true,
    () => false,
  ));

/** A counting semaphore with a bounded queue. */
export class ConversionSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(
    private readonly concurrent: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrent) {
      if (this.queue.length >= this.waiting) {
        throw new AppError(ErrorCode.Unavailable, 'The server is converting other files. Try again in a minute.');
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }

  get busy() {
    return { active: this.active, waiting: this.queue.length };
  }
}

const slots = new ConversionSlots(conversionLimits.concurrent, conversionLimits.waiting);

const downloadInstead = (why: string) => `${why} Download the original file instead.`;

/** What the attachment is, as it was uploaded. */
export interface ConvertibleKind {
  mimeType: string;
  fileName: string;
}

/** The PDF of an image or office attachment, as a stream the caller sends; refused with a clear 4xx otherwise. */
export async function attachmentAsPdf(store: BlobStore, file: CheckedFile, kind: ConvertibleKind): Promise<Readable> {
  if (kind.mimeType.startsWith('text/')) {
    throw new AppError(ErrorCode.UnsupportedMediaType, downloadInstead('Text files are not shown as PDF.'));
  }
  if (kind.mimeType.startsWith('image/')) {
    if (file.size > conversionLimits.imageMaxBytes) {
      throw new AppError(ErrorCode.PayloadTooLarge, downloadInstead('This image is too large to show as a PDF.'));
    }
    return slots.run(async () => {
      const pdf = await imageToPdf(await readBlob(store, file), kind.mimeType);
      return Readable.from([Buffer.from(pdf)]);
    });
  }
  if (!(await hasLibreOffice())) {
    throw new AppError(
      ErrorCode.UnsupportedMediaType,
      downloadInstead('This attachment cannot be shown as a PDF on this server (LibreOffice is not installed).'),
    );
  }
  if (file.size > conversionLimits.officeMaxBytes) {
    throw new AppError(ErrorCode.PayloadTooLarge, downloadInstead('This file is too large to show as a PDF.'));
  }
  return slots.run(() => officeToPdf(store, file, kind.fileName));
}

/** LibreOffice reads the file from a temporary folder and writes the PDF there; the folder goes once it is sent. */
async function officeToPdf(store: BlobStore, file: CheckedFile, fileName: string): Promise<Readable> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docvue-convert-'));
  const cleanUp = () => void rm(dir, { recursive: true, force: true });
  try {
    const input = path.join(dir, `input${path.extname(fileName).slice(0, 10)}`);
    await pipeline(await openBlob(store, file), createWriteStream(input));
    try {
      await run('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, input], { timeout: 120_000 });
    } catch {
      throw new AppError(ErrorCode.UnsupportedMediaType, downloadInstead('This file could not be converted to PDF.'));
    }
    const pdf = createReadStream(path.join(dir, 'input.pdf'));
    pdf.on('close', cleanUp);
    return pdf;
  } catch (err) {
    cleanUp();
    throw err;
  }
}
