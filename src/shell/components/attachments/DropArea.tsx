import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { acceptAttribute } from './fileRules';

interface DropAreaProps {
  /** extensions without the dot */
  accept: string[];
  multiple: boolean;
  disabled?: boolean;
  /** the hint under the button: what is allowed and the size limit */
  hint: string;
  /** id of the slot's title, which names the area for screen readers */
  labelledBy: string;
  onFiles: (files: File[]) => void;
}

/**
 * Where files are dropped or picked: drag and drop onto the area, or the button that opens the file picker
 * (the keyboard path: it is a real button). The picker offers only the accepted extensions.
 */
export const DropArea = ({ accept, multiple, disabled = false, hint, labelledBy, onFiles }: DropAreaProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0 && !disabled) onFiles(files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      data-testid="drop-area"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadOutlinedIcon color={dragging ? 'primary' : 'action'} fontSize="large" />
      <Typography variant="body2">
        {translate(multiple ? 'app.attachments.drop_files' : 'app.attachments.drop_file')}
      </Typography>
      <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
        {translate(multiple ? 'app.attachments.choose_files' : 'app.attachments.choose_file')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        aria-label={translate(multiple ? 'app.attachments.choose_files' : 'app.attachments.choose_file')}
        onChange={(event) => {
          take(event.target.files);
          // the same file can be chosen again after it was refused or removed
          event.target.value = '';
        }}
      />
    </Box>
  );
};
