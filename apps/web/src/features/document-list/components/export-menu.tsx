import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { saveFile } from '@/lib/download';
import { messageOf, notify } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { buildCsv, type ExportTable } from '../utils/export-cells';
import { buildWorkbook } from '../utils/export-excel';
import { safeFileName } from '../utils/export-file-name';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportMenuProps {
  /** The file name without its extension. */
  name: string;
  /** The current view, made when the user picks a format. */
  table: () => ExportTable;
  disabled: boolean;
}

/** Export of the list as it is shown (columns, order, page) to CSV or Excel. */
export function ExportMenu({ name, table, disabled }: ExportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const fileName = safeFileName(name);
  const dateFormat = useDateFormat();

  const toCsv = () => {
    setAnchor(null);
    // The byte order mark makes Excel read the file as UTF-8.
    saveFile(new Blob([`\uFEFF${buildCsv(table())}`], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };
  const toExcel = async () => {
    setAnchor(null);
    setBusy(true);
    try {
      saveFile(new Blob([await buildWorkbook(name, table(), dateFormat)], { type: XLSX_TYPE }), `${fileName}.xlsx`);
    } catch (err) {
      notify.error(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled || busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        Export
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={toCsv}>Export to CSV</MenuItem>
        <MenuItem onClick={() => void toExcel()}>Export to Excel</MenuItem>
      </Menu>
    </>
  );
}
