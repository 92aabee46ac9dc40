import { api } from '@docvue/contracts';
import { downloadFile } from '@/lib/download';

/** The Excel template of the party import (its columns: `partyImportColumns`). */
export const downloadImportTemplate = () =>
  downloadFile(api.downloadPartyImportTemplate, {}, 'Party Import Template.xlsx');
